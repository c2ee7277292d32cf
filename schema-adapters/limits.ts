/**
 * Limits on one module's field definitions, far above any real module; `parseFields` refuses what exceeds them with a
 * `FieldDefinitionError` naming the limit and the path. Below them, adapting and validating never recurse deeply.
 */
export const LIMITS = {
  /** Fields in one module, columns of its repeating groups included. */
  fields: 10_000,
  /** Options of one field, nested levels included. */
  options: 10_000,
  /** Levels of nested options (`children`). */
  optionDepth: 8,
  /** Rows of one repeating group (`requirerdQuantity` + `customize`). */
  rows: 500,
  /** Trigger links in one module: the `open_id` entries of every `option_trigger` together. */
  triggerLinks: 20_000,
  /** Triggers in a chain (A opens B opens C … counts each step). */
  triggerDepth: 256,
  /** Characters of a `value_format` regular expression. */
  patternLength: 1_000,
  /** Nesting of one value (a group's rows holding file records is 4 deep); deeper values are not valid. */
  valueDepth: 32,
  /** Characters of a definition list given as JSON text (and of a definitions file for the command line). */
  definitionText: 10_000_000,
} as const;

export const MAX_TRIGGER_DEPTH = LIMITS.triggerDepth;
