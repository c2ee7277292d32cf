import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { type ReactNode, createContext, useContext, useMemo } from 'react';
import { type FormRuntime, builtinFormRuntime } from '../../schema-adapters/index';

const NO_RENDERERS: readonly JsonFormsRendererRegistryEntry[] = [];

const FormRuntimeContext = createContext<FormRuntime>(builtinFormRuntime);
const FieldRenderersContext = createContext<readonly JsonFormsRendererRegistryEntry[]>(NO_RENDERERS);

export interface FormRuntimeProviderProps {
  /** The runtime: field types, their schemas, rules and messages. */
  value: FormRuntime;
  /** Renderers of the runtime's field types that are not built in (tried before the portal's own). */
  renderers?: readonly JsonFormsRendererRegistryEntry[];
  children?: ReactNode;
}

/**
 * Gives every `<PortalForm>` inside it this runtime and the renderers of its added field types, so a field type is
 * registered once, with its renderer, for every form; the portal's own types by default.
 */
export function FormRuntimeProvider({ value, renderers = NO_RENDERERS, children }: FormRuntimeProviderProps) {
  return (
    <FormRuntimeContext.Provider value={value}>
      <FieldRenderersContext.Provider value={renderers}>{children}</FieldRenderersContext.Provider>
    </FormRuntimeContext.Provider>
  );
}

export function useFormRuntime(): FormRuntime {
  return useContext(FormRuntimeContext);
}

/** A form's renderers beyond the portal's: those it is given (`extraRenderers`) first, then its provider's. */
export function useAddedRenderers(given: JsonFormsRendererRegistryEntry[] | undefined): JsonFormsRendererRegistryEntry[] | undefined {
  const provided = useContext(FieldRenderersContext);
  return useMemo(() => (provided.length === 0 ? given : [...(given ?? []), ...provided]), [given, provided]);
}
