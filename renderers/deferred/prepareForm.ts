import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { type RawFieldDefinitions, hasOwnPatterns, loadLinearEngine } from '../../schema-adapters/index';
import { portalRenderers } from '../registry';
import type { DeferredPart } from './deferredPart';
import { type Asking, type PrepareOptions, planOf } from './formPlan';
import { type PortalRendererEntry, isElement, partsOfForm } from './formParts';
import { READY, isRejected, usable } from './usable';
import { validatorsLoad } from './validatorsLoad';

export type { PrepareOptions } from './formPlan';

const withExtras = new WeakMap<JsonFormsRendererRegistryEntry[], PortalRendererEntry[]>();

/** The renderer set `<PortalForm>` draws with: the extra renderers first, then the portal's (the same list for the same extras). */
function renderersWith(extra: JsonFormsRendererRegistryEntry[] | undefined): readonly PortalRendererEntry[] {
  if (!extra) return portalRenderers;
  let renderers = withExtras.get(extra);
  if (!renderers) withExtras.set(extra, (renderers = [...extra, ...portalRenderers]));
  return renderers;
}

const partsLoads = new WeakMap<readonly DeferredPart[], Promise<unknown>>();

/** One promise for loading `parts`: the same while loading and after it settled (see `DeferredPart.read`). */
function loadAll(parts: readonly DeferredPart[], asking: Asking): Promise<unknown> {
  let loading = partsLoads.get(parts);
  if (loading && !(asking === 'loadingStep' && isRejected(loading))) return loading;
  if (!loading && parts.every((part) => part.current !== undefined)) return READY;
  loading = usable(Promise.all(parts.map((part) => (asking === 'render' ? part.read() : part.load()))));
  partsLoads.set(parts, loading);
  return loading;
}

let engineLoad: Promise<unknown> | undefined;

/** The load of what adapting `fields` needs (the pattern engine for definitions with their own patterns); `READY` if nothing. */
export function enginesLoad(fields: RawFieldDefinitions, asking: Asking = 'render'): Promise<unknown> {
  if (!hasOwnPatterns(fields)) return READY;
  if (!engineLoad || (asking === 'loadingStep' && isRejected(engineLoad))) engineLoad = usable(loadLinearEngine());
  return engineLoad;
}

/**
 * The load of the deferred renderers and parts the form of `fields` needs (once `enginesLoad` has settled): `READY` when
 * it needs none or they are there, else one promise, the same while loading and after it settled.
 */
export function partsLoad(fields: RawFieldDefinitions, options: PrepareOptions, asking: Asking = 'render'): Promise<unknown> {
  const plan = planOf(fields, options);
  // The adapter's element type spells rule effects as strings, not as JSON Forms' enum: the guard bridges the two.
  if (!plan || !isElement(plan.uischema)) return READY;
  return loadAll(partsOfForm(plan.uischema, plan.schema, renderersWith(options.extraRenderers), options.mode ?? 'edit'), asking);
}

/**
 * Loads the code the form of `fields` needs beyond what every form loads (the pattern engine, renderers of field types
 * such as phone, rich text, uploads, dates, repeating groups, the searchable select) and its validators (precompiled
 * by the server, else AJV's compiler): awaited in a page's loading step, `<PortalForm>` then draws the form at once.
 * Rejects when a chunk cannot be loaded; calling it again tries again.
 */
export async function prepareForm(fields: RawFieldDefinitions, options: PrepareOptions): Promise<void> {
  await enginesLoad(fields, 'loadingStep');
  await Promise.all([partsLoad(fields, options, 'loadingStep'), validatorsLoad(fields, options, 'loadingStep')]);
}
