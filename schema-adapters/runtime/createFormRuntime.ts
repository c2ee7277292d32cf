import { type AdaptedModule, adaptedModule } from '../adaptModule';
import { FieldDefinitionError } from '../errors';
import { fieldAtPath } from '../fieldAtPath';
import { type MessageKey, fillText, translate } from '../i18n';
import { fillBirthdayFromId } from '../linkedBirthday';
import type { ModuleOptions, ModulePlan } from '../module/buildModule';
import { type ParseOptions, parseFields } from '../parse/parseFields';
import { type FieldTypeAdapter, type FieldTypes, fieldTypesOf } from '../registry';
import type { FieldDefinition, FormData, Locale, PortalError } from '../types';
import type { MessageSource } from '../validate/messages';
import { portalValidators } from '../validate/portalValidators';
import type { ValidatorSource } from '../validate/validatorSource';
import { validatePlan } from '../validate/validateModule';
import { fromServerValues, pruneFormData, toServerValues } from '../values';
import { definedValues, valueKeysOf } from './definedValues';
import { createPlanner } from './planner';

/** A module's definitions as the server sends them: a list, JSON text of one, `{ normal, column }` or `{ fields }`. */
export type RawFieldDefinitions = string | readonly unknown[] | Readonly<Record<string, unknown>>;

/** Values keyed by field, as the server stores and sends them. */
export type ServerValues = Record<string, unknown>;

/** Catalogue messages a runtime words its own way, per language (`{{param}}` placeholders). */
export type MessageOverrides = Partial<Record<Locale, Partial<Record<MessageKey, string>>>>;

export interface FormRuntimeOptions {
  /** Every field type the runtime knows; a later adapter for a type number replaces an earlier one. */
  fieldTypes: Iterable<FieldTypeAdapter>;
  messages?: MessageOverrides;
  /** Where validators come from (default: the portal's shared source, see `FormRuntime.validators`). */
  validators?: ValidatorSource;
}

/**
 * One form runtime: the field types it knows and everything derived from them. The browser's `<PortalForm>` and the
 * server's saves use the same instance (or two built from the same field types), so both validate alike.
 */
export interface FormRuntime {
  readonly fieldTypes: FieldTypes;
  /** The definitions normalised (what every other method accepts too, parsed or not). */
  parse(raw: RawFieldDefinitions, options?: Omit<ParseOptions, 'holdsValue'>): FieldDefinition[];
  /** The module's plan: parsed definitions, schema, UI schema and visibility, built once per definition list. */
  plan(raw: RawFieldDefinitions, options?: ModuleOptions): ModulePlan;
  adapt(raw: RawFieldDefinitions, options?: ModuleOptions): AdaptedModule;
  /** Errors of server values or form data, hidden fields left out; empty means valid. */
  validate(raw: RawFieldDefinitions, data: unknown, options?: ModuleOptions): PortalError[];
  /** Errors of values `toStored` returned (already converted, so not converted again). */
  validateStored(raw: RawFieldDefinitions, stored: ServerValues, options?: ModuleOptions): PortalError[];
  /** Server values → form data. */
  fromServer(raw: RawFieldDefinitions, values: unknown, options?: ModuleOptions): FormData;
  /** Form data → server values: hidden fields' values and unchosen other texts dropped, rows renumbered. */
  toServer(raw: RawFieldDefinitions, data: FormData, options?: ModuleOptions): ServerValues;
  /** What a server keeps of a client's values: defined keys only, then as `toServer` (no second decoding). */
  toStored(raw: RawFieldDefinitions, values: ServerValues, options?: ModuleOptions): ServerValues;
  /** Only the keys the module defines (also inside repeating-group rows); anything else is dropped. */
  definedValues(raw: RawFieldDefinitions, values: ServerValues, options?: ModuleOptions): ServerValues;
  /** Form data with hidden fields' values dropped (the same object when nothing changes). */
  prune(raw: RawFieldDefinitions, data: FormData, options?: ModuleOptions): FormData;
  /** Form data with birthdays linked to a valid ID number filled in (the same object when nothing changes). */
  fillBirthday(raw: RawFieldDefinitions, data: FormData, options?: ModuleOptions): FormData;
  /** The definition a value path names (`key`, `key_other`, `group[0].column`). */
  fieldAt(raw: RawFieldDefinitions, path: string, options?: ModuleOptions): FieldDefinition | undefined;
  /** The keys a field's value lives under (none for display-only types). */
  valueKeys(field: FieldDefinition): string[];
  /** What a field's value refers to: stored files, a signature image, or plain data. */
  holds(field: FieldDefinition): 'files' | 'signature' | 'data' | 'nothing';
  translate(locale: Locale, key: MessageKey, params?: Record<string, unknown>): string;
  /**
   * Where the runtime's validators come from (also for JSON Forms' rule conditions): precompiled ones registered by the
   * browser, else AJV's compiler (at hand in Node, loaded as its own chunk in a browser). Shared by every runtime
   * unless one is given its own.
   */
  readonly validators: ValidatorSource;
}

/** A form runtime over `fieldTypes` (pass `builtinFieldTypes` plus your own to extend the portal's). */
export function createFormRuntime({ fieldTypes, messages, validators = portalValidators }: FormRuntimeOptions): FormRuntime {
  const types = fieldTypesOf(fieldTypes);
  const planFor = createPlanner(types);
  const holdsValue = (type: number) => types.get(type)?.hasValue ?? true;
  const say: FormRuntime['translate'] = (locale, key, params = {}) => {
    const own = messages?.[locale]?.[key];
    return own ? fillText(locale, own, params) : translate(locale, key, params);
  };
  const source: MessageSource = { types, translate: say };
  return {
    fieldTypes: types,
    parse: (raw, options = {}) => parseFields(raw, { ...options, holdsValue }),
    plan: planFor,
    adapt: (raw, options) => adaptedModule(planFor(raw, options)),
    validate: (raw, data, options) => validatePlan(planFor(raw, options), data, source, validators),
    validateStored: (raw, stored, options) => validatePlan(planFor(raw, options), stored, source, validators, true),
    fromServer: (raw, values, options) => fromServerValues(planFor(raw, options), values),
    toServer: (raw, data, options) => toServerValues(planFor(raw, options), data),
    toStored(raw, values, options) {
      const plan = planFor(raw, options);
      return toServerValues(plan, fromServerValues(plan, definedValues(plan, values)));
    },
    definedValues: (raw, values, options) => definedValues(planFor(raw, options), values),
    prune: (raw, data, options) => pruneFormData(planFor(raw, options), data),
    fillBirthday: (raw, data, options) => fillBirthdayFromId(planFor(raw, options), data),
    fieldAt: (raw, path, options) => fieldAtPath(planFor(raw, options), path),
    valueKeys: (field) => valueKeysOf(field, types),
    holds(field) {
      if (field.istitle) return 'nothing';
      const adapter = types.get(field.type);
      if (!adapter) return 'data';
      return adapter.hasValue ? (adapter.holds ?? 'data') : 'nothing';
    },
    translate: say,
    validators,
  };
}

/** Text, a list or an object: the shapes `parseFields` reads definitions from (it checks what they hold). */
function isRawDefinitions(value: unknown): value is RawFieldDefinitions {
  return typeof value === 'string' || (typeof value === 'object' && value !== null);
}

/** Input of unknown shape (a file, a request) as definitions; whatever else it is becomes a `FieldDefinitionError`. */
export function asRawDefinitions(value: unknown): RawFieldDefinitions {
  if (isRawDefinitions(value)) return value;
  throw new FieldDefinitionError('fields', 'is not a list of field definitions');
}
