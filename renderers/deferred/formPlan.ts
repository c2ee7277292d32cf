import type { JsonFormsRendererRegistryEntry } from '@jsonforms/core';
import { FieldDefinitionError, type FormRuntime, type Locale, type ModulePlan, type RawFieldDefinitions, builtinFormRuntime } from '../../schema-adapters/index';
import type { FormMode } from '../core/context';

/** What the form will be drawn with: the props of `<PortalForm>` that decide which code it needs. */
export interface PrepareOptions {
  /** The runtime the form gets from `FormRuntimeProvider` (the portal's built-in runtime by default). */
  runtime?: FormRuntime | undefined;
  locale: Locale;
  referee?: number | undefined;
  mode?: FormMode | undefined;
  extraRenderers?: JsonFormsRendererRegistryEntry[] | undefined;
}

/** How a load is asked for: by a render (a failed load stays failed) or by a loading step (which tries a failed one again). */
export type Asking = 'render' | 'loadingStep';

/** The plan of the form of `fields`, or `undefined` when the definitions cannot be used (the form itself shows why). */
export function planOf(fields: RawFieldDefinitions, options: PrepareOptions): ModulePlan | undefined {
  try {
    return (options.runtime ?? builtinFormRuntime).plan(fields, { locale: options.locale, referee: options.referee ?? 0 });
  } catch (error) {
    if (error instanceof FieldDefinitionError) return undefined;
    throw error;
  }
}
