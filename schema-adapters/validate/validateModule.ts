import { pickText, translate } from '../i18n';
import type { ModuleOptions, ModulePlan } from '../module/buildModule';
import { planFor } from '../module/planCache';
import type { FieldDefinition, Locale, PortalError } from '../types';
import { isTooDeep } from '../valueDepth';
import { PROTOTYPE_KEY } from '../keywords/record';
import { fromServerValues, toServerValues } from '../values';
import { errorTarget } from './errorTarget';
import { WRAPPER_KEYWORDS, toPortalError } from './messages';
import { type ModuleValidator, moduleValidator } from './moduleValidator';
import { sharedAjv } from './sharedAjv';

interface CompiledModule {
  validate: ModuleValidator;
  byKey: Map<string, FieldDefinition>;
}

const compiled = new WeakMap<ModulePlan, CompiledModule>();

/** Rows hold no repeating groups of their own (a column keyed like its group is an ordinary column). */
const NO_GROUPS: ReadonlyMap<string, unknown> = new Map();

const isBlank = (value: unknown) => value === '' || value === null || (Array.isArray(value) && value.length === 0);

/** Blank values read as absent, so an optional field left empty is never checked against its format. */
function withoutBlanks(values: Record<string, unknown>, groups: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (isBlank(value) || key === PROTOTYPE_KEY) continue;
    result[key] =
      groups.has(key) && Array.isArray(value)
        ? value.map((row: unknown) => (typeof row === 'object' && row !== null ? withoutBlanks(row as Record<string, unknown>, NO_GROUPS) : row))
        : value;
  }
  return result;
}

/** Values nested deeper than any field's value can be are left out of validation and reported as not valid. */
function tooDeepErrors(data: unknown, locale: Locale): PortalError[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return [];
  return Object.entries(data)
    .filter(([, value]) => isTooDeep(value))
    .map(([field]) => ({ field, keyword: 'type', message: translate(locale, 'validation.type') }));
}

function compiledFor(plan: ModulePlan): CompiledModule {
  let module = compiled.get(plan);
  if (!module) {
    module = { validate: moduleValidator(sharedAjv(), plan.schema), byKey: new Map(plan.fields.map((field) => [field.field, field])) };
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
  const found = validate(values);
  const errors: PortalError[] = tooDeepErrors(data, plan.locale);
  if (found.length === 0) return errors;
  const labelOf = (key: string) => pickText(byKey.get(key)?.name, plan.locale) || key;
  const seen = new Set<string>();
  for (const error of found) {
    if (WRAPPER_KEYWORDS.has(error.keyword)) continue;
    const portalError = toPortalError(error, errorTarget(plan, error), labelOf, plan.locale);
    const id = `${portalError.field}|${portalError.keyword}|${portalError.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    errors.push(portalError);
  }
  return errors;
}
