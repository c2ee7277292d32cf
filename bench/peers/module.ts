/**
 * The module every implementation renders: 296 top-level fields, one radio opening 20 of them, and a repeating group
 * (3 columns, 5 rows). `benchFields()` describes it once; the portal definition comes from it here, and each peer's
 * definition from it in its own file, so all four forms ask the same questions under the same labels ("Field 12").
 */

export type FieldKind = 'text' | 'textarea' | 'number' | 'email' | 'phone' | 'idNumber' | 'date' | 'radio' | 'checkbox' | 'dropdown';

export interface BenchField {
  key: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Shown only while the trigger radio has its "open" option. */
  dependent: boolean;
  /** Choice labels (radio, checkbox, dropdown). */
  options: string[];
  /** Text length limit (text) or word limit (textarea). */
  limit?: number;
}

export const TOP_LEVEL_FIELDS = 296;
export const DEPENDENT_FIELDS = 20;
export const TRIGGER = { key: 'f0', label: 'Field 0', open: 'Open details', close: 'Close details' } as const;
export const GROUP = {
  key: 'rows',
  label: 'History',
  addLabel: 'Add row',
  rows: 5,
  maxRows: 30,
  columns: [
    { key: 'org', label: 'Organisation', required: true },
    { key: 'role', label: 'Role', required: false },
    { key: 'place', label: 'Place', required: false },
  ],
} as const;
/** Optional plain text fields the runner types into. */
export const TYPING_FIELDS = { burst: 'Field 26', paused: 'Field 50', blur: 'Field 74', afterValidation: 'Field 98' } as const;
export const PHONE_CODES = ['+86', '+852', '+853', '+1', '+44'];
export const NUMBER_PATTERN = '^-?\\d+(?:\\.\\d+)?$';
export const ID_NUMBER_PATTERN = '^\\d{17}[\\dXx]$';
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';

const KINDS: ReadonlyArray<{ kind: FieldKind; required: boolean; limit?: number }> = [
  { kind: 'text', required: true },
  { kind: 'textarea', required: false, limit: 200 },
  { kind: 'text', required: false },
  { kind: 'number', required: false },
  { kind: 'email', required: true },
  { kind: 'phone', required: false },
  { kind: 'idNumber', required: false },
  { kind: 'date', required: false },
  { kind: 'radio', required: true },
  { kind: 'checkbox', required: false },
  { kind: 'dropdown', required: true },
  { kind: 'text', required: false, limit: 100 },
];

const OPTIONS: Partial<Record<FieldKind, string[]>> = {
  radio: ['Yes', 'No'],
  checkbox: ['Reading', 'Music', 'Sport'],
  dropdown: ['Bachelor', 'Master', 'Doctorate', 'Other'],
};

export function benchFields(): BenchField[] {
  const fields: BenchField[] = [{ key: TRIGGER.key, label: TRIGGER.label, kind: 'radio', required: false, dependent: false, options: [TRIGGER.open, TRIGGER.close] }];
  for (let index = 1; index < TOP_LEVEL_FIELDS; index += 1) {
    const { kind, required, limit } = KINDS[index % KINDS.length] ?? { kind: 'text', required: false };
    fields.push({
      key: `f${index}`,
      label: `Field ${index}`,
      kind,
      required,
      dependent: index <= DEPENDENT_FIELDS,
      options: OPTIONS[kind] ?? [],
      ...(limit === undefined ? {} : { limit }),
    });
  }
  return fields;
}

/** The group's saved rows, in a neutral shape (each implementation adds its own row bookkeeping). */
export function groupRows(): Array<Record<'org' | 'role' | 'place', string>> {
  return Array.from({ length: GROUP.rows }, (_, row) => ({ org: `Org ${row}`, role: `Role ${row}`, place: `Place ${row}` }));
}

/** Labels shown once the form is open: every top-level field but the trigger's dependants. */
export function openLabels(): number[] {
  return benchFields().flatMap((field, index) => (field.dependent ? [] : [index]));
}

type ServerField = Record<string, unknown>;
const text = (en: string) => ({ sc: en, tc: en, en });

function portalField(field: BenchField, index: number): ServerField {
  const base: ServerField = { id: index + 1, field: field.key, name: text(field.label), sort: index + 1, required: field.required ? 1 : 0 };
  if (field.dependent) base.isrelation = 1;
  const items = field.options.map(text);
  switch (field.kind) {
    case 'text':
      return { ...base, type: 1, ...(field.limit ? { condition: { max_length: field.limit } } : {}) };
    case 'textarea':
      return { ...base, type: 2, condition: { word_max: field.limit } };
    case 'number':
      return { ...base, type: 1, value_format: 'number' };
    case 'email':
      return { ...base, type: 1, nature: 5 };
    case 'idNumber':
      return { ...base, type: 1, nature: 7 };
    case 'phone':
      return { ...base, type: 13, item: PHONE_CODES.map((code) => ({ ...text(code), phone_code: code })) };
    case 'date':
      return { ...base, type: 6, date_type: 'date' };
    case 'radio':
      return { ...base, type: 3, item: items };
    case 'checkbox':
      return { ...base, type: 4, item: items };
    case 'dropdown':
      return { ...base, type: 5, options: items };
  }
}

/** Where the page finds the portal module's precompiled validators (what `POST /api/form/validators` answers). */
export const VALIDATORS_FILE = 'validators.json';

/** The module as the server sends it to the portal: field definitions and saved values. */
export function portalModule(): { fields: ServerField[]; values: Record<string, unknown> } {
  const fields = benchFields().map(portalField);
  const trigger = fields[0];
  if (trigger) {
    const dependants = Array.from({ length: DEPENDENT_FIELDS }, (_, index) => index + 2);
    trigger.condition = { option_trigger: { option_index: { sc: [0], tc: [0], en: [0] }, open_id: dependants } };
  }
  const groupId = 1000;
  fields.push({
    id: groupId,
    field: GROUP.key,
    name: text(GROUP.label),
    type: 1,
    sort: 1000,
    condition: { requirerdQuantity: 1, customize: GROUP.maxRows - 1, buttonName: text(GROUP.addLabel) },
  });
  GROUP.columns.forEach((column, index) =>
    fields.push({
      id: groupId + index + 1,
      field: column.key,
      pid: groupId,
      name: text(column.label),
      type: 1,
      required: column.required ? 1 : 0,
      sort: 1001 + index,
      condition: { columnTable: { isInColumnTable: 1 } },
    }),
  );
  const values = { [GROUP.key]: groupRows().map((row, index) => ({ columnNumber: index + 1, ...row })) };
  return { fields, values };
}
