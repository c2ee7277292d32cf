import type { MessageKey } from './i18n';
import type { JsonSchema, UiElement } from './schemaTypes';
import type { FieldDefinition, Locale, LocalizedText } from './types';

/** What a field-type adapter is given besides the definition. */
export interface AdaptContext {
  locale: Locale;
}

/** A field turned into schema pieces for its container (the module or a repeating-group row). */
export interface AdaptedField {
  /** Property schemas by key: the field's own key, plus helpers such as `{field}_other`. */
  properties: Record<string, JsonSchema>;
  /** Keys that must be present when the field is visible. */
  required: string[];
  /** Extra schema per required key that holds while the field is visible (e.g. `{ notEmpty: true }`). */
  requiredSchemas: Record<string, JsonSchema>;
  /** Object-level conditions that hold while the field is visible (e.g. other text of a chosen option). */
  allOf: JsonSchema[];
  /** The UI schema element, without visibility rule. */
  ui: UiElement;
  /** Initial value of the field's key, if it has one. */
  initial?: unknown;
}

/** A message for one AJV keyword of a field type: a catalogue key, or texts per language with `{{param}}` placeholders. */
export type FieldTypeMessage = MessageKey | LocalizedText;

/** The extension point: one adapter per field type number, holding everything the portal knows of that type. */
export interface FieldTypeAdapter {
  /** The `type` number of the definitions this adapter handles. */
  type: number;
  /** Stable name, emitted as `options.fieldType` in the UI schema so renderers can select on it. */
  name: string;
  /** False for display-only types (no form data; a definition without `field` key is then fine). */
  hasValue: boolean;
  /** What the value refers to besides plain data: stored files (uploads, videos) or a signature image. */
  holds?: 'files' | 'signature';
  adapt(field: FieldDefinition, ctx: AdaptContext): AdaptedField;
  /** Turns a server value into the form-data shape (tolerant of JSON text and numbers sent as text). */
  fromServer?(value: unknown, field: FieldDefinition): unknown;
  /** Messages of this type's errors by AJV keyword (`required`, `minimum`, …), used instead of the generic ones. */
  messages?: Readonly<Partial<Record<string, FieldTypeMessage>>>;
}

/** The field types one runtime knows, by type number. */
export type FieldTypes = ReadonlyMap<number, FieldTypeAdapter>;

/** A lookup of `adapters` by type number; a later adapter for the same number replaces an earlier one. */
export function fieldTypesOf(adapters: Iterable<FieldTypeAdapter>): FieldTypes {
  const types = new Map<number, FieldTypeAdapter>();
  for (const adapter of adapters) types.set(adapter.type, adapter);
  return types;
}
