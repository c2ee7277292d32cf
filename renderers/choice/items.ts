import { isObject } from '../core/isObject';

/** One option as the adapter emits it in `uischema.options.items` (or `codes`). */
export interface ChoiceItem {
  value: string;
  label: string;
  /** Choosing the option asks for other text under `{field}_other`. */
  text: boolean;
  tips: string;
  phoneCode: string;
  children: ChoiceItem[];
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The option list under `options[key]`, checked item by item (anything malformed is skipped). */
export function itemsOf(options: Record<string, unknown>, key = 'items'): ChoiceItem[] {
  const raw = options[key];
  return Array.isArray(raw) ? raw.flatMap(toItem) : [];
}

function toItem(item: unknown): ChoiceItem[] {
  if (!isObject(item)) return [];
  const value = asText(item.value);
  if (value === '') return [];
  return [
    {
      value,
      label: asText(item.label) || value,
      text: item.text === true,
      tips: asText(item.tips),
      phoneCode: asText(item.phoneCode),
      children: Array.isArray(item.children) ? item.children.flatMap(toItem) : [],
    },
  ];
}

/** The other-text key of the control at `path`. */
export const otherPathOf = (path: string): string => `${path}_other`;

/** A CSS width from `options.selectWidth` (a number of pixels or a CSS length). */
export function selectWidthOf(options: Record<string, unknown>): string | number | undefined {
  const width = options.selectWidth;
  if (typeof width === 'number' && width > 0) return width;
  if (typeof width === 'string' && width.trim() !== '') return /^\d+$/.test(width.trim()) ? Number(width) : width;
  return undefined;
}

/** The value as a list of option values (checkbox, levels). */
export const asValues = (data: unknown): string[] => (Array.isArray(data) ? data.filter((item): item is string => typeof item === 'string') : []);

/** The value as one option value (radio, dropdown). */
export const asValue = (data: unknown): string | undefined => (typeof data === 'string' && data !== '' ? data : undefined);
