import { pickText } from '../i18n';
import type { ModulePlan } from '../module/buildModule';
import type { FieldDefinition, PortalError } from '../types';
import { isTooDeep } from '../valueDepth';
import { PROTOTYPE_KEY } from '../keywords/record';
import { fromServerValues, toServerValues } from '../values';
import { errorTarget } from './errorTarget';
import { type MessageSource, WRAPPER_KEYWORDS, toPortalError } from './messages';
import { type ModuleValidator, moduleValidator } from './moduleValidator';
import type { ValidatorSource } from './validatorSource';

interface CompiledModule {
  validate: ModuleValidator;
  byKey: Map<string, FieldDefinition>;
}

const compiled = new WeakMap<ModulePlan, CompiledModule>();

/** Rows hold no repeating groups of their own (a column keyed like its group is an ordinary column). */
const NO_GROUPS: ReadonlyMap<string, unknown> = new Map();

const isBlank = (value: unknown) => value === '' || value === null || (Array.isArray(value) && value.length === 0);

/** Blank values read as absent, so an optional field left empty is never checked against its format. */
function withoutBlanks(values: object, groups: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isBlank(value) || key === PROTOTYPE_KEY) continue;
    result[key] =
      groups.has(key) && Array.isArray(value)
        ? value.map((row: unknown) => (typeof row === 'object' && row !== null ? withoutBlanks(row, NO_GROUPS) : row))
        : value;
  }
  return result;
}

/** Values nested deeper than any field's value can be are left out of validation and reported as not valid. */
function tooDeepErrors(data: unknown, plan: ModulePlan, source: MessageSource): PortalError[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.entries(data)
    .filter(([, value]) => isTooDeep(value))
    .map(([field]) => ({ field, keyword: 'type', message: source.translate(plan.locale, 'validation.type') }));
}

function compiledFor(plan: ModulePlan, validators: ValidatorSource): CompiledModule {
  let module = compiled.get(plan);
  if (!module) {
    module = { validate: moduleValidator((schema) => validators.validator(schema), plan.schema), byKey: new Map(plan.fields.map((field) => [field.field, field])) };
    compiled.set(plan, module);
  }
  return module;
}

/**
 * Validates one module's values (server values or form data) against its plan with the validators of `validators`
 * (the runtime's; a plan belongs to one runtime): hidden fields are left out, every message is in the plan's locale.
 * An empty list means valid. The reference server calls this on every save.
 */
export function validatePlan(plan: ModulePlan, data: unknown, source: MessageSource, validators: ValidatorSource, stored = false): PortalError[] {
  const { validate, byKey } = compiledFor(plan, validators);
  const serverShaped = stored && typeof data === 'object' && data !== null ? data : toServerValues(plan, fromServerValues(plan, data));
  const values = withoutBlanks(serverShaped, plan.rows);
  const found = validate(values);
  const errors: PortalError[] = tooDeepErrors(data, plan, source);
  if (found.length === 0) return errors;
  const labelOf = (key: string) => pickText(byKey.get(key)?.name, plan.locale) || key;
  const seen = new Set<string>();
  for (const error of found) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const portalError = toPortalError(error, errorTarget(plan, error), labelOf, plan.locale, source);
    const id = `${portalError.field}|${portalError.keyword}|${portalError.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push(portalError);
  }
  return errors;
}
