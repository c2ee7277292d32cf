/** The three portal languages; `sc` is the default. */
export type Locale = 'sc' | 'tc' | 'en';

export const LOCALES: readonly Locale[] = ['sc', 'tc', 'en'];

/** True for one of `LOCALES`. */
export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale === value);
}

/** Text in any of the portal languages; a plain string from the server is stored under every locale. */
export type LocalizedText = Partial<Record<Locale, string>>;

/** One choice of a choice, dropdown, matrix-row or levels field, normalised by `parseFields`. */
export interface FieldOption {
  /** Stable value stored in form data: the option's `value` or `id` if given, else its 0-based index as text. */
  value: string;
  /** 0-based position in the definition; `option_trigger.option_index` and `relationform.checkedOption` refer to it. */
  index: number;
  label: LocalizedText;
  /** The `text` flag: choosing this option asks for a free text stored under `{field}_other`. */
  text: boolean;
  /** With `text`: the other text is required when the option is chosen. */
  required: boolean;
  tips: LocalizedText;
  phone_code?: string;
  /** Nested levels (field type 15 only). */
  children: FieldOption[];
}

/** `condition.option_trigger`: choosing an option whose index is listed opens the fields in `open_id`. */
export interface OptionTrigger {
  option_index: Partial<Record<Locale, number[]>>;
  /** Field ids (or field keys) opened by the listed options. */
  open_id: string[];
}

/** `condition.relationform`, set on the dependent field: shown when the controller has a listed option chosen. */
export interface RelationForm {
  /** Key (`field`) or id (`open_id`) of the controlling field. */
  field: string;
  checkedOption: number[];
}

export interface ExampleFile {
  /** Per-language names, or one name in no particular language. */
  name: string | LocalizedText;
  url: string;
}

/** Condition keys of spec section 3, normalised. Visual keys are passed on to the UI schema as options. */
export interface FieldCondition {
  layout?: string;
  preview_connect_to?: string;
  is_sensitive_data?: boolean;
  show_single_line_text?: boolean;
  htmlContent?: LocalizedText;
  date_type?: DateType;
  word_max?: number;
  custom_lines?: number;
  max_quantity?: number;
  show_mode?: string;
  selectWidth?: number | string;
  file_type?: string[];
  file_size?: number;
  upload_sample?: number;
  files?: ExampleFile[];
  file_duration?: number;
  disabled_date?: { is_check: boolean; date?: string };
  limit_date?: { start?: string; end?: string };
  limit_tips?: LocalizedText;
  option_trigger?: OptionTrigger[];
  relationform?: RelationForm;
  columnTable?: { isInColumnTable: boolean; width?: number | string };
  columnLayout?: number;
  labelWidth?: number | string;
  labelPosition?: string;
  requirerdQuantity?: number;
  customize?: number;
  buttonName?: LocalizedText;
  field_backgroud?: string;
  /** Matrix columns (field type 9). */
  option?: LocalizedText[];
  min_length?: number;
  max_length?: number;
  /** Date range: offer the "present" choice for the end. */
  present?: boolean;
}

export type DateType = 'year' | 'month' | 'date' | 'datetime';

/** A field definition after `parseFields`: server key names, normalised types. Parsing it again is a no-op. */
export interface FieldDefinition {
  id: string;
  field: string;
  name: LocalizedText;
  desc: LocalizedText;
  remark: LocalizedText;
  tips: LocalizedText;
  type: number;
  nature: number;
  required: boolean;
  istitle: boolean;
  isrelation: boolean;
  /** Column numbers `n` for which `isrelation_{n}` is set (repeating groups). */
  isrelation_rows: number[];
  options: FieldOption[];
  pid: string;
  sort: number;
  menu_id: string;
  connect_id_card: boolean;
  show_current: boolean;
  value_format: string;
  errorMsg: LocalizedText;
  fieldErrorMsg: LocalizedText;
  compare: string[];
  compare_tips: LocalizedText;
  other_required: boolean;
  condition: FieldCondition;
}

export interface ParseWarning {
  /** Path of the ignored key, e.g. `fields[2].condition.word_max`. */
  path: string;
  message: string;
}

/** One validation failure, message already in the requested locale. */
export interface PortalError {
  /** Field key; inside a repeating group `group[rowIndex].column`. */
  field: string;
  keyword: string;
  message: string;
}

export type FormData = Record<string, unknown>;
