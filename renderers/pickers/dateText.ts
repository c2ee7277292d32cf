import { type DatePrecision, daysInMonth, isValidDate } from '../../schema-adapters/validators/dates';

/** One part of a typed date: its digits, their bounds and the separator written before it. */
interface DatePart {
  length: number;
  min: number;
  max: number;
  separator: string;
}

const YEAR: DatePart = { length: 4, min: 0, max: 9999, separator: '' };
const MONTH: DatePart = { length: 2, min: 1, max: 12, separator: '-' };
const DAY: DatePart = { length: 2, min: 1, max: 31, separator: '-' };
const HOUR: DatePart = { length: 2, min: 0, max: 23, separator: ' ' };
const MINUTE: DatePart = { length: 2, min: 0, max: 59, separator: ':' };

const PARTS: Record<DatePrecision, readonly DatePart[]> = {
  year: [YEAR],
  month: [YEAR, MONTH],
  date: [YEAR, MONTH, DAY],
  datetime: [YEAR, MONTH, DAY, HOUR, MINUTE],
};

/** What the applicant sees while the input is empty: the format, as the MUI X field showed it. */
export const FORMAT_HINTS: Record<DatePrecision, string> = { year: 'YYYY', month: 'YYYY-MM', date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD hh:mm' };

/** Text of a date input and where its caret goes. */
export interface ShapedDate {
  text: string;
  caret: number;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Spaces count as a separator only between two digits or after the last one (`2024-03-05 14:30`), not around another. */
function isLooseSpace(source: string, at: number): boolean {
  if (!/\s/.test(source.charAt(at))) return false;
  const after = source[at + 1];
  return !isDigit(source[at - 1]) || (after !== undefined && !isDigit(after));
}

/** The largest value of `part` given the parts before it: a day is bounded by its month once both are known. */
function maxOf(part: DatePart, digits: readonly string[]): number {
  if (part !== DAY || (digits[0] ?? '').length !== 4 || (digits[1] ?? '') === '') return part.max;
  const month = Number(digits[1]);
  return month >= 1 && month <= 12 ? daysInMonth(Number(digits[0]), month) : part.max;
}

/**
 * Shapes what is in a date input after a change, the way the MUI X date field took keystrokes: digits fill the parts
 * (year, month, day, hour, minute) in turn and move on once a part is full or no further digit could follow (`3` in a
 * month is March, `03`); a digit that would overflow a part starts it again; any other character ends the part being
 * typed (so `2024/3/5`, `2024年3月5日` and `20240305` all read as 5 March 2024). Padding only happens while `typing`,
 * so deleting a digit never puts one back.
 */
export function shapeDateText(raw: string, caret: number, precision: DatePrecision, typing: boolean): ShapedDate {
  const parts = PARTS[precision];
  const source = raw.trimStart();
  const sourceCaret = Math.max(0, caret - (raw.length - source.length));
  const digits = parts.map(() => '');
  const opened = parts.map(() => false);
  let index = 0;
  // A part that filled up wants no separator to end it: the one typed after it only shows the next part is begun.
  let justFilled = false;
  let outDigits = 0;
  let caretDigits = -1;
  let caretAfterBreak = false;
  for (let at = 0; at < source.length; at += 1) {
    const part = parts[index];
    if (part === undefined) break;
    if (at === sourceCaret) caretDigits = outDigits;
    const char = source.charAt(at);
    if (!isDigit(char)) {
      if (isLooseSpace(source, at)) continue;
      if (at + 1 === sourceCaret) caretAfterBreak = true;
      if (!justFilled) index += 1;
      justFilled = false;
      if (index < parts.length) opened[index] = true;
      continue;
    }
    const typed = digits[index] ?? '';
    let next = typed + char;
    if (Number(next) > maxOf(part, digits) || (next.length === part.length && Number(next) < part.min)) {
      outDigits -= typed.length;
      next = char;
    }
    outDigits += 1;
    const cannotGrow = next.length < part.length && Number(next) * 10 > maxOf(part, digits);
    if (typing && cannotGrow) {
      next = next.padStart(part.length, '0');
      outDigits += part.length - 1;
    }
    digits[index] = next;
    justFilled = next.length === part.length;
    if (justFilled) index += 1;
  }
  if (caretDigits < 0) caretDigits = outDigits;
  let last = -1;
  parts.forEach((_, at) => {
    if (digits[at] !== '' || opened[at]) last = at;
  });
  const text = parts
    .slice(0, last + 1)
    .map((part, at) => (at > 0 ? part.separator : '') + digits[at])
    .join('');
  if (sourceCaret >= source.length) return { text, caret: text.length };
  return { text, caret: caretAt(text, caretDigits, caretAfterBreak) };
}

/** The position after `count` digits of `text`, past the separator there when the caret followed one. */
function caretAt(text: string, count: number, afterBreak: boolean): number {
  let seen = 0;
  let position = 0;
  while (position < text.length && seen < count) {
    if (isDigit(text[position])) seen += 1;
    position += 1;
  }
  if (afterBreak && position < text.length && !isDigit(text[position])) position += 1;
  return position;
}

/** Start and end (exclusive) of each part written in a shaped text, in order. */
export function partSpans(text: string): Array<{ start: number; end: number }> {
  const spans: Array<{ start: number; end: number }> = [];
  let start = 0;
  for (let at = 0; at <= text.length; at += 1) {
    if (at === text.length || !isDigit(text[at])) {
      spans.push({ start, end: at });
      start = at + 1;
    }
  }
  return text === '' ? [] : spans;
}

/** The part of a shaped text the caret is in (or at the end of). */
export function spanAt(text: string, caret: number): { start: number; end: number } | undefined {
  return partSpans(text).find((span) => caret >= span.start && caret <= span.end);
}

/**
 * The part to select after a digit typed at `caret`: the next one when the digit filled its part and the next part
 * already holds digits (an edit inside a complete date goes on part by part, as in the MUI X field).
 */
export function nextPartAfterTyping(text: string, caret: number, precision: DatePrecision): { start: number; end: number } | undefined {
  const spans = partSpans(text);
  const index = spans.findIndex((span) => span.end === caret);
  const part = PARTS[precision][index];
  const span = spans[index];
  const next = spans[index + 1];
  if (!part || !span || !next || span.end - span.start !== part.length || next.end === next.start) return undefined;
  return next;
}

/** The stored string a shaped text stands for: every part written and a real date; `undefined` otherwise. */
export function storedOf(text: string, precision: DatePrecision): string | undefined {
  const parts = PARTS[precision];
  const written = text.split(/\D/);
  if (written.length !== parts.length) return undefined;
  if (written.some((digits, index) => digits === '' || (index === 0 && digits.length !== 4))) return undefined;
  const stored = parts.map((part, index) => part.separator + (written[index] ?? '').padStart(part.length, '0')).join('');
  return isValidDate(stored, precision) ? stored : undefined;
}
