import type { FieldDefinition, LocalizedText } from '../types';
import { PROTOTYPE_KEY } from '../keywords/record';
import { MAX_PATTERN_LENGTH, checkLinearPattern } from '../validators/linearPattern';
import { isValueFormat } from '../validators/patterns';
import { parseCondition, toDateType } from './condition';
import { type ParseContext, isRecord } from './context';
import { NO_TEXT, emptyList } from './empty';
import { parseOptionList } from './options';
import { INVALID, type Parsed, toFlag, toInteger, toLocalizedText, toNumber, toText, toTextList } from './scalars';

const ROW_RELATION = /^isrelation_(\d+)$/;

function optional<T>(ctx: ParseContext, parsed: Parsed<T>, path: string, key: string, fallback: T): T {
  if (parsed === INVALID) {
    ctx.warn(`${path}.${key}`, 'has a value that cannot be used; ignored');
    return fallback;
  }
  return parsed ?? fallback;
}

function strict<T>(ctx: ParseContext, parsed: Parsed<T>, path: string, key: string, fallback: T): T {
  if (parsed === INVALID) return ctx.fail(`${path}.${key}`, 'has a value that cannot be used');
  return parsed ?? fallback;
}

const NO_ROWS = emptyList<number>();
const NO_KEYS = emptyList<string>();

function text(ctx: ParseContext, raw: Record<string, unknown>, key: string, path: string): LocalizedText {
  const value = raw[key];
  return value === undefined || value === null ? NO_TEXT : optional(ctx, toLocalizedText(value), path, key, NO_TEXT);
}

/** A raw pattern the linear engine cannot run is dropped with a warning, never handed to a backtracking engine. */
function checkValueFormat(ctx: ParseContext, format: string, path: string): string {
  if (format === '' || isValueFormat(format)) return format;
  if (format.length > MAX_PATTERN_LENGTH) {
    return ctx.fail(path, `a pattern of ${format.length} characters is longer than the limit of ${MAX_PATTERN_LENGTH}`);
  }
  const check = checkLinearPattern(format);
  if (check.ok) return format;
  ctx.warn(path, `"${format}" is neither a known format nor a pattern the linear engine runs (${check.reason}); not checked`);
  return '';
}

function relationRows(ctx: ParseContext, raw: Record<string, unknown>, path: string): number[] {
  let rows: Set<number> | undefined;
  const listed = raw.isrelation_rows === undefined ? undefined : toTextList(raw.isrelation_rows);
  if (Array.isArray(listed)) rows = new Set(listed.map(Number).filter((n) => Number.isInteger(n) && n > 0));
  for (const key in raw) {
    if (!key.startsWith('isrelation_')) continue;
    const match = ROW_RELATION.exec(key);
    if (match && optional(ctx, toFlag(raw[key]), path, key, false)) (rows ??= new Set()).add(Number(match[1]));
  }
  return rows === undefined || rows.size === 0 ? NO_ROWS : [...rows].sort((a, b) => a - b);
}

/** One definition, tolerant of the shapes the spec allows; `path` is its place in the list. */
export function parseField(ctx: ParseContext, raw: unknown, path: string): FieldDefinition {
  if (!isRecord(raw)) return ctx.fail(path, 'a field definition must be an object');
  const type = toInteger(raw.type, 0);
  if (type === undefined || type === INVALID) return ctx.fail(`${path}.type`, 'a field needs a whole-number type');
  const idText = toText(raw.id);
  const keyText = toText(raw.field);
  if (idText === INVALID) return ctx.fail(`${path}.id`, 'an id must be a text or a number');
  if (keyText === INVALID) return ctx.fail(`${path}.field`, 'a field key must be a text');
  if (keyText === PROTOTYPE_KEY) return ctx.fail(`${path}.field`, `"${PROTOTYPE_KEY}" cannot be a field key`);
  const id = idText || keyText;
  if (!id) return ctx.fail(`${path}.id`, 'a field needs an id or a field key');
  const istitle = optional(ctx, toFlag(raw.istitle), path, 'istitle', false);
  let field = keyText ?? '';
  if (!field) {
    if (!istitle && ctx.holdsValue(type)) ctx.warn(`${path}.field`, `missing; the key field_${id} is used`);
    field = `field_${id}`;
  }
  const condition = parseCondition(ctx, raw.condition, `${path}.condition`);
  if (condition.date_type === undefined && raw.date_type !== undefined) {
    const dateType = strict(ctx, toDateType(raw.date_type), path, 'date_type', undefined);
    if (dateType) condition.date_type = dateType;
  }
  const valueFormat = strict(ctx, toText(raw.value_format), path, 'value_format', '');
  return {
    id,
    field,
    name: text(ctx, raw, 'name', path),
    desc: text(ctx, raw, 'desc', path),
    remark: text(ctx, raw, 'remark', path),
    tips: text(ctx, raw, 'tips', path),
    type,
    nature: optional(ctx, toInteger(raw.nature, 0), path, 'nature', 0),
    required: strict(ctx, toFlag(raw.required), path, 'required', false),
    istitle,
    isrelation: strict(ctx, toFlag(raw.isrelation), path, 'isrelation', false),
    isrelation_rows: relationRows(ctx, raw, path),
    options: parseOptionList(ctx, raw.item ?? raw.options, `${path}.${raw.item === undefined ? 'options' : 'item'}`),
    pid: optional(ctx, toText(raw.pid), path, 'pid', '').replace(/^0$/, ''),
    sort: optional(ctx, toNumber(raw.sort), path, 'sort', 0),
    menu_id: optional(ctx, toText(raw.menu_id), path, 'menu_id', ''),
    connect_id_card: optional(ctx, toFlag(raw.connect_id_card), path, 'connect_id_card', false),
    show_current: optional(ctx, toFlag(raw.show_current), path, 'show_current', false),
    value_format: checkValueFormat(ctx, valueFormat, `${path}.value_format`),
    errorMsg: text(ctx, raw, 'errorMsg', path),
    fieldErrorMsg: text(ctx, raw, 'fieldErrorMsg', path),
    compare: raw.compare === undefined ? NO_KEYS : strict(ctx, toTextList(raw.compare), path, 'compare', NO_KEYS),
    compare_tips: text(ctx, raw, 'compare_tips', path),
    other_required: optional(ctx, toFlag(raw.other_required), path, 'other_required', false),
    condition,
  };
}
