import type { DateType, FieldCondition, OptionTrigger, RelationForm } from '../types';
import { LOCALES } from '../types';
import { type ParseContext, isRecord } from './context';
import {
  INVALID,
  isBlank,
  type Parsed,
  pickLocales,
  fromJsonText,
  toFlag,
  toIndexList,
  toInteger,
  toLocalizedText,
  toNumber,
  toText,
  toTextList,
} from './scalars';

type KeyParser = (ctx: ParseContext, value: unknown, path: string) => Parsed<unknown>;

const DATE_TYPES = new Map<string, DateType>([
  ['year', 'year'],
  ['month', 'month'],
  ['date', 'date'],
  ['day', 'date'],
  ['datetime', 'datetime'],
]);
const DATE_TEXT = /^\d{4}(-\d{2}(-\d{2}( \d{2}:\d{2}(:\d{2})?)?)?)?$/;

export function toDateType(value: unknown): Parsed<DateType> {
  const text = toText(value);
  if (text === undefined || text === INVALID || text === '') return text === INVALID ? INVALID : undefined;
  return DATE_TYPES.get(text.toLowerCase()) ?? INVALID;
}

function dateText(ctx: ParseContext, value: unknown, path: string): string | undefined {
  const text = toText(value);
  if (text === undefined || text === '') return undefined;
  if (text === INVALID || !DATE_TEXT.test(text)) return ctx.fail(path, 'not a date (YYYY-MM-DD)');
  return text;
}

function record(ctx: ParseContext, value: unknown, path: string): Record<string, unknown> | undefined {
  const decoded = fromJsonText(value);
  if (decoded === undefined || decoded === null) return undefined;
  if (!isRecord(decoded)) return ctx.fail(path, 'must be an object');
  return decoded;
}

const text: KeyParser = (_, value) => toText(value);
const flag: KeyParser = (_, value) => toFlag(value);
const localized: KeyParser = (_, value) => toLocalizedText(value);
const size: KeyParser = (_, value) => (typeof value === 'string' && !/^\s*[\d.]+\s*$/.test(value) ? value : toNumber(value));
const count =
  (min: number): KeyParser =>
  (_, value) =>
    toInteger(value, min);

const positiveNumber: KeyParser = (_, value) => {
  const number = toNumber(value);
  return typeof number === 'number' && number <= 0 ? INVALID : number;
};

const exampleFiles: KeyParser = (_, value) => {
  const decoded = fromJsonText(value);
  if (!Array.isArray(decoded)) return INVALID;
  const textOf = (value: unknown) => {
    const text = toText(value);
    return typeof text === 'string' ? text : '';
  };
  const nameOf = (value: unknown) => (isRecord(value) ? (pickLocales(value) ?? '') : textOf(value));
  const files = decoded.filter(isRecord).map((file) => ({ name: nameOf(file.name), url: textOf(file.url) }));
  return files.filter((file) => file.url !== '');
};

const disabledDate: KeyParser = (ctx, value, path) => {
  const raw = record(ctx, value, path);
  if (!raw) return undefined;
  const isCheck = toFlag(raw.is_check);
  if (isCheck === INVALID) return ctx.fail(`${path}.is_check`, 'not a flag');
  const date = dateText(ctx, raw.date, `${path}.date`);
  return date === undefined ? { is_check: isCheck ?? false } : { is_check: isCheck ?? false, date };
};

const limitDate: KeyParser = (ctx, value, path) => {
  const raw = record(ctx, value, path);
  if (!raw) return undefined;
  const start = dateText(ctx, raw.start, `${path}.start`);
  const end = dateText(ctx, raw.end, `${path}.end`);
  if (start && end && start > end) return ctx.fail(`${path}.end`, 'the end comes before the start');
  return { ...(start ? { start } : {}), ...(end ? { end } : {}) };
};

function optionIndex(ctx: ParseContext, value: unknown, path: string): OptionTrigger['option_index'] {
  const decoded = fromJsonText(value);
  if (Array.isArray(decoded) || typeof decoded === 'number' || typeof decoded === 'string') {
    const indices = toIndexList(decoded);
    if (indices === INVALID || indices === undefined) return ctx.fail(path, 'not a list of option indices');
    return { sc: indices, tc: indices, en: indices };
  }
  if (!isRecord(decoded)) return ctx.fail(path, 'must map sc, tc and en to option indices');
  const result: OptionTrigger['option_index'] = {};
  for (const locale of LOCALES) {
    if (decoded[locale] === undefined) continue;
    const indices = toIndexList(decoded[locale]);
    if (indices === INVALID) return ctx.fail(`${path}.${locale}`, 'not a list of option indices');
    if (indices) result[locale] = indices;
  }
  return result;
}

const optionTrigger: KeyParser = (ctx, value, path) => {
  const decoded = fromJsonText(value);
  if (decoded === undefined || decoded === null) return undefined;
  const list = Array.isArray(decoded) ? decoded : [decoded];
  return list.map((item, index): OptionTrigger => {
    const itemPath = Array.isArray(decoded) ? `${path}[${index}]` : path;
    if (!isRecord(item)) return ctx.fail(itemPath, 'must be an object with option_index and open_id');
    const openId = toTextList(item.open_id);
    if (openId === INVALID) return ctx.fail(`${itemPath}.open_id`, 'not a list of field ids');
    return { option_index: optionIndex(ctx, item.option_index, `${itemPath}.option_index`), open_id: openId ?? [] };
  });
};

const relationForm: KeyParser = (ctx, value, path) => {
  const raw = record(ctx, value, path);
  if (!raw) return undefined;
  const controller = toText(raw.field ?? raw.open_id);
  if (controller === INVALID || !controller) return ctx.fail(`${path}.field`, 'names no controlling field');
  const checked = toIndexList(raw.checkedOption);
  if (checked === INVALID || checked === undefined) return ctx.fail(`${path}.checkedOption`, 'not a list of option indices');
  const relation: RelationForm = { field: controller, checkedOption: checked };
  return relation;
};

const columnTable: KeyParser = (ctx, value, path) => {
  const raw = record(ctx, value, path);
  if (!raw) return undefined;
  const inTable = toFlag(raw.isInColumnTable);
  if (inTable === INVALID) return ctx.fail(`${path}.isInColumnTable`, 'not a flag');
  const width = size(ctx, raw.width, `${path}.width`);
  if (width === INVALID) ctx.warn(`${path}.width`, 'not a width; ignored');
  return { isInColumnTable: inTable ?? false, ...(width === INVALID || width === undefined ? {} : { width }) };
};

const columns: KeyParser = (ctx, value, path) => {
  const decoded = fromJsonText(value);
  if (!Array.isArray(decoded)) return INVALID;
  return decoded.map((item, index) => {
    const label = toLocalizedText(isRecord(item) && !('sc' in item || 'en' in item || 'tc' in item) ? item.name ?? item.label : item);
    if (label === INVALID || label === undefined) return ctx.fail(`${path}[${index}]`, 'a matrix column needs a label');
    return label;
  });
};

const dateType: KeyParser = (_, value) => toDateType(value);

/** Keys whose bad value would change what is accepted: a bad value makes the whole list unusable. */
const STRICT = new Map<string, KeyParser>(Object.entries({
  date_type: dateType,
  word_max: count(1),
  max_quantity: count(0),
  file_type: (_, value) => toTextList(value),
  file_size: positiveNumber,
  upload_sample: count(1),
  file_duration: count(0),
  disabled_date: disabledDate,
  limit_date: limitDate,
  option_trigger: optionTrigger,
  relationform: relationForm,
  columnTable,
  requirerdQuantity: count(0),
  customize: count(0),
  option: columns,
  min_length: count(0),
  max_length: count(1),
}));

/** Keys that only change how a field looks: a bad value is dropped with a warning. */
const VISUAL = new Map<string, KeyParser>(Object.entries({
  layout: text,
  preview_connect_to: text,
  is_sensitive_data: flag,
  show_single_line_text: flag,
  htmlContent: localized,
  custom_lines: count(1),
  show_mode: text,
  selectWidth: size,
  files: exampleFiles,
  limit_tips: localized,
  columnLayout: count(0),
  labelWidth: size,
  labelPosition: text,
  buttonName: localized,
  field_backgroud: text,
  present: flag,
}));

/** The `condition` of a field, from an object or JSON text. */
export function parseCondition(ctx: ParseContext, raw: unknown, path: string): FieldCondition {
  const decoded = isBlank(raw) ? undefined : fromJsonText(raw);
  if (decoded === undefined || decoded === null || (Array.isArray(decoded) && decoded.length === 0)) return {};
  if (decoded === INVALID) return ctx.fail(path, 'is not valid JSON');
  if (!isRecord(decoded)) return ctx.fail(path, 'must be an object');
  const condition: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(decoded)) {
    if (isBlank(value)) continue;
    const strict = STRICT.get(key);
    const parser = strict ?? VISUAL.get(key);
    if (!parser) continue;
    const parsed = parser(ctx, value, `${path}.${key}`);
    if (parsed === INVALID) {
      if (strict) ctx.fail(`${path}.${key}`, 'has a value that cannot be used');
      ctx.warn(`${path}.${key}`, 'has a value that cannot be used; ignored');
      continue;
    }
    if (parsed !== undefined) condition[key] = parsed;
  }
  const { min_length: min, max_length: max } = condition as FieldCondition;
  if (min !== undefined && max !== undefined && min > max) ctx.fail(`${path}.max_length`, 'is below min_length');
  return condition as FieldCondition;
}

