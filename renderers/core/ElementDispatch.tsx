import {
  type JsonFormsCellRendererRegistryEntry,
  type JsonFormsRendererRegistryEntry,
  type JsonSchema,
  type UISchemaElement,
  Id,
  isControl,
} from '@jsonforms/core';
import { JsonFormsContext, UnknownRenderer } from '@jsonforms/react';
import { memo, use, useEffect, useState } from 'react';

export interface ElementDispatchProps {
  uischema: UISchemaElement;
  schema: JsonSchema;
  path: string;
  enabled?: boolean | undefined;
  /** The form's renderers; read from the form when not given. */
  renderers?: JsonFormsRendererRegistryEntry[] | undefined;
  cells?: JsonFormsCellRendererRegistryEntry[] | undefined;
}

type Chosen = JsonFormsRendererRegistryEntry | null;

/** The renderer chosen per renderer set, UI-schema element and schema: ranked once, however many rows or renders share them. */
const chosenRenderers = new WeakMap<JsonFormsRendererRegistryEntry[], WeakMap<UISchemaElement, WeakMap<JsonSchema, Chosen>>>();

function cachedChoice(renderers: JsonFormsRendererRegistryEntry[], uischema: UISchemaElement, schema: JsonSchema): Chosen | undefined {
  return chosenRenderers.get(renderers)?.get(uischema)?.get(schema);
}

function choose(renderers: JsonFormsRendererRegistryEntry[], uischema: UISchemaElement, schema: JsonSchema, context: { rootSchema: JsonSchema; config: unknown }): Chosen {
  let best: Chosen = null;
  let bestRank = -1;
  for (const entry of renderers) {
    const rank = entry.tester(uischema, schema, context);
    if (rank > bestRank) {
      best = entry;
      bestRank = rank;
    }
  }
  let byElement = chosenRenderers.get(renderers);
  if (!byElement) chosenRenderers.set(renderers, (byElement = new WeakMap()));
  let bySchema = byElement.get(uischema);
  if (!bySchema) byElement.set(uischema, (bySchema = new WeakMap()));
  bySchema.set(schema, best);
  return best;
}

/**
 * What `JsonFormsDispatch` does for one element of a layout or a group row, without following every change of the
 * form: it ranks the testers once per element (not on each render of every control) and re-renders only when its own
 * props change. The chosen control still reads its state from the form itself.
 */
export const ElementDispatch = memo(function ElementDispatch({ uischema, schema, path, enabled, renderers, cells }: ElementDispatchProps) {
  const known = renderers === undefined ? undefined : cachedChoice(renderers, uischema, schema);
  // The form's state is read only when the choice is not known yet (or the renderers come from the form): `use` may be
  // called conditionally, and a render that does not read it does not follow the form's changes.
  const form = known === undefined || renderers === undefined ? use(JsonFormsContext) : undefined;
  const registry = renderers ?? form?.renderers ?? [];
  const cellRegistry = cells ?? form?.cells;
  const cached = known ?? cachedChoice(registry, uischema, schema);
  const chosen = cached !== undefined ? cached : choose(registry, uischema, schema, { rootSchema: form?.core?.schema ?? {}, config: form?.config });
  const [id] = useState(() => (isControl(uischema) ? Id.createId(uischema.scope) : undefined));
  useEffect(
    () => () => {
      if (id !== undefined) Id.removeId(id);
    },
    [id],
  );
  if (chosen === null) return <UnknownRenderer type="renderer" />;
  const Render = chosen.renderer;
  return <Render uischema={uischema} schema={schema} path={path} enabled={enabled} renderers={registry} cells={cellRegistry} id={id} />;
});
