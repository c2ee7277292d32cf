import { LIMITS } from '../limits';
import type { FieldOption, LocalizedText } from '../types';
import { type ParseContext, isRecord } from './context';
import { NO_TEXT, emptyList } from './empty';
import { INVALID, fromJsonText, pickLocales, toFlag, toLocalizedText, toText } from './scalars';

const LABEL_KEYS = ['label', 'name', 'title'] as const;

function optionLabel(raw: Record<string, unknown>): LocalizedText | undefined {
  const direct = pickLocales(raw);
  if (direct) return direct;
  for (const key of LABEL_KEYS) {
    const text = toLocalizedText(raw[key]);
    if (text !== undefined && text !== INVALID) return text;
  }
  return undefined;
}

function optionalFlag(ctx: ParseContext, raw: Record<string, unknown>, key: string, path: string): boolean {
  if (raw[key] === undefined) return false;
  const flag = toFlag(raw[key]);
  if (flag === INVALID) {
    ctx.warn(`${path}.${key}`, 'not a flag; ignored');
    return false;
  }
  return flag ?? false;
}

function parseOption(ctx: ParseContext, raw: unknown, index: number, listPath: string, depth: number): FieldOption {
  const path = `${listPath}[${index}]`;
  if (typeof raw === 'string' || typeof raw === 'number') {
    const text = String(raw);
    return { value: String(index), index, label: { sc: text, tc: text, en: text }, text: false, required: false, tips: NO_TEXT, children: emptyList() };
  }
  if (!isRecord(raw)) return ctx.fail(path, 'an option must be an object or a text');
  const label = optionLabel(raw);
  if (!label) return ctx.fail(path, 'an option needs a label (sc, tc or en)');
  const explicitValue = toText(raw.value ?? raw.id);
  const tips = raw.tips === undefined ? undefined : toLocalizedText(raw.tips);
  if (tips === INVALID) ctx.warn(`${path}.tips`, 'not a text; ignored');
  const phoneCode = raw.phone_code === undefined ? undefined : toText(raw.phone_code);
  const option: FieldOption = {
    value: typeof explicitValue === 'string' && explicitValue !== '' ? explicitValue : String(index),
    index,
    label,
    text: optionalFlag(ctx, raw, 'text', path),
    required: optionalFlag(ctx, raw, 'required', path),
    tips: tips === INVALID || tips === undefined ? NO_TEXT : tips,
    children: raw.children === undefined ? emptyList() : parseOptionList(ctx, raw.children, `${path}.children`, depth + 1),
  };
  if (typeof phoneCode === 'string' && phoneCode !== '') option.phone_code = phoneCode;
  return option;
}

const MAX_DEPTH = LIMITS.optionDepth;

/** Options from a list (or JSON text of one); values must be unique because form data stores them. */
export function parseOptionList(ctx: ParseContext, raw: unknown, path: string, depth = 0): FieldOption[] {
  if (depth > MAX_DEPTH) return ctx.fail(path, `options nest deeper than ${MAX_DEPTH} levels`);
  const decoded = fromJsonText(raw);
  if (decoded === undefined || decoded === null) return emptyList();
  if (!Array.isArray(decoded)) return ctx.fail(path, 'options must be a list');
  const options = decoded.map((item, index) => parseOption(ctx, item, index, path, depth));
  const seen = new Set<string>();
  options.forEach((option, index) => {
    if (seen.has(option.value)) ctx.fail(`${path}[${index}].value`, `option value "${option.value}" repeats`);
    seen.add(option.value);
  });
  return options;
}
