import type { ModulePlan } from './module/buildModule';
import type { JsonSchema, UiElement } from './schemaTypes';
import type { ParseWarning } from './types';

/** What JSON Forms needs for one module, plus the warnings raised on the way. */
export interface AdaptedModule {
  schema: JsonSchema;
  uischema: UiElement;
  data: Record<string, unknown>;
  warnings: ParseWarning[];
}

/**
 * One module's field definitions (raw or parsed) as JSON Schema with portal keywords, a JSON Forms UI schema with
 * visibility rules, and initial data, in `options.locale`. Throws `FieldDefinitionError` only for unusable input.
 */
export function adaptedModule(plan: ModulePlan): AdaptedModule {
  return { schema: plan.schema, uischema: plan.uischema, data: structuredClone(plan.data), warnings: plan.warnings };
}
