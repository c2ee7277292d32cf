import type { ValidateFunction } from 'ajv';
import { pickText } from '../i18n';
import type { ModuleOptions, ModulePlan } from '../module/buildModule';
import { planFor } from '../module/planCache';
import type { FieldDefinition, PortalError } from '../types';
import { fromServerValues, toServerValues } from '../values';
import { errorTarget } from './errorTarget';
import { WRAPPER_KEYWORDS, toPortalError } from './messages';
import { sharedAjv } from './sharedAjv';

interface CompiledModule {
  validate: ValidateFunction;
  byKey: Map<string, FieldDefinition>;
}

const compiled = new WeakMap<ModulePlan, CompiledModule>();

const isBlank = (value: unknown) => value === '' || value === null || (Array.isArray(value) && value.length === 0);

/** Blank values read as absent, so an optional field left empty is never checked against its format. */
function withoutBlanks(values: Record<string, unknown>, groups: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isBlank(value)) continue;
    result[key] =
      groups.has(key) && Array.isArray(value)
        ? value.map((row: unknown) => (typeof row === 'object' && row !== null ? withoutBlanks(row as Record<string, unknown>, groups) : row))
        : value;
  }
  return result;
}

function compiledFor(plan: ModulePlan): CompiledModule {
  let module = compiled.get(plan);
  if (!module) {
    module = { validate: sharedAjv().compile(plan.schema), byKey: new Map(plan.fields.map((field) => [field.field, field])) };
    compiled.set(plan, module);
  }
  return module;
}

/**
 * Validates one module's values (server values or form data) against its definitions: hidden fields are left out,
 * every message is in `options.locale`. An empty list means valid. The reference server calls this on every save.
 */
export function validateModule(fields: unknown, data: unknown, options: ModuleOptions = {}): PortalError[] {
  const plan = planFor(fields, options);
  const { validate, byKey } = compiledFor(plan);
  const values = withoutBlanks(toServerValues(fields, fromServerValues(fields, data, options), options), plan.rows);
  if (validate(values)) return [];
  const labelOf = (key: string) => pickText(byKey.get(key)?.name, plan.locale) || key;
  const seen = new Set<string>();
  const errors: PortalError[] = [];
  for (const error of validate.errors ?? []) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const portalError = toPortalError(error, errorTarget(plan, byKey, error), labelOf, plan.locale);
    const id = `${portalError.field}|${portalError.keyword}|${portalError.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push(portalError);
  }
  return errors;
}
