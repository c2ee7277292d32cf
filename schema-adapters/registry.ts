import type { FieldDefinition, Locale } from './types';
import type { JsonSchema, UiElement } from './schemaTypes';

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

/** The extension point: one adapter per field type number. */
export interface FieldTypeAdapter {
  /** The `type` number of the definitions this adapter handles. */
  type: number;
  /** Stable name, emitted as `options.fieldType` in the UI schema so renderers can select on it. */
  name: string;
  /** False for display-only types (no form data). */
  hasValue: boolean;
  adapt(field: FieldDefinition, ctx: AdaptContext): AdaptedField;
  /** Turns a server value into the form-data shape (tolerant of JSON text and numbers sent as text). */
  fromServer?(value: unknown, field: FieldDefinition): unknown;
}

const adapters = new Map<number, FieldTypeAdapter>();

/** Registers (or replaces) the adapter for a field type number. */
export function registerFieldType(adapter: FieldTypeAdapter): void {
  adapters.set(adapter.type, adapter);
}

export function fieldTypeAdapter(type: number): FieldTypeAdapter | undefined {
  return adapters.get(type);
}
