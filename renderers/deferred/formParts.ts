import type { JsonFormsRendererRegistryEntry, JsonSchema, UISchemaElement } from '@jsonforms/core';
import type { FormMode } from '../core/context';
import { isDeferred } from './deferredComponent';
import type { DeferredPart } from './deferredPart';

/** The deferred parts one element's control needs besides the control itself (the searchable select of a long list). */
export type PartsOf = (element: UISchemaElement, mode: FormMode) => DeferredPart[];

/** A renderer registry entry; `parts` names what its control needs loaded for an element, beyond a deferred renderer's own code. */
export interface PortalRendererEntry extends JsonFormsRendererRegistryEntry {
  parts?: PartsOf;
}

/** True for an object with a string `type`: a UI schema element JSON Forms can draw. */
export const isElement = (value: unknown): value is UISchemaElement => typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string';

/** The elements drawn inside `element`: a layout's elements, a repeating group's row (`options.detail`). */
function childrenOf(element: UISchemaElement): UISchemaElement[] {
  const elements = 'elements' in element ? element.elements : undefined;
  const detail: unknown = element.options?.detail;
  return [...(Array.isArray(elements) ? elements.filter(isElement) : []), ...(isElement(detail) ? [detail] : [])];
}

/** The entry JSON Forms draws `element` with: the first of the highest rank, none when every tester declines. */
function chosenEntry(renderers: readonly PortalRendererEntry[], element: UISchemaElement, schema: JsonSchema): PortalRendererEntry | undefined {
  const context = { rootSchema: schema, config: undefined };
  let best: PortalRendererEntry | undefined;
  let bestRank = -1;
  for (const entry of renderers) {
    const rank = entry.tester(element, schema, context);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  return best;
}

function collectParts(uischema: UISchemaElement, schema: JsonSchema, renderers: readonly PortalRendererEntry[], mode: FormMode): DeferredPart[] {
  const parts = new Set<DeferredPart>();
  const visit = (element: UISchemaElement) => {
    const entry = chosenEntry(renderers, element, schema);
    if (entry && isDeferred(entry.renderer)) parts.add(entry.renderer.part);
    for (const part of entry?.parts?.(element, mode) ?? []) parts.add(part);
    childrenOf(element).forEach(visit);
  };
  visit(uischema);
  return [...parts];
}

const known = new WeakMap<UISchemaElement, WeakMap<readonly PortalRendererEntry[], Partial<Record<FormMode, DeferredPart[]>>>>();

/** Every deferred part drawing `uischema` with `renderers` in `mode` needs (worked out once per UI schema, renderer set and mode). */
export function partsOfForm(uischema: UISchemaElement, schema: JsonSchema, renderers: readonly PortalRendererEntry[], mode: FormMode): DeferredPart[] {
  let byRenderers = known.get(uischema);
  if (!byRenderers) known.set(uischema, (byRenderers = new WeakMap()));
  let byMode = byRenderers.get(renderers);
  if (!byMode) byRenderers.set(renderers, (byMode = {}));
  return (byMode[mode] ??= collectParts(uischema, schema, renderers, mode));
}
