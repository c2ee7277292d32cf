import { type UISchemaElement, createAjv, isVisible } from '@jsonforms/core';
import { expect } from 'vitest';
import { type Locale, type RawFieldDefinitions, type UiElement, adaptModule, pruneFormData, toServerValues, validateModule } from '../../../../schema-adapters/index';

const ajv = createAjv();

/** The element of `key` in a list of UI elements. */
export function elementOf(elements: UiElement[] | undefined, key: string): UiElement {
  const found = elements?.find((element) => element.scope === `#/properties/${key}`);
  if (!found) throw new Error(`no element for ${key}`);
  return found;
}

/**
 * What JSON Forms itself decides about the element of `key` for `data` (rows: `groupKey` and row index). The form
 * holds data as the portal's store does: pruned of hidden fields' values on load and after every edit.
 */
export function shownByJsonForms(fields: RawFieldDefinitions, locale: Locale, key: string, raw: Record<string, unknown>, row?: [string, number]): boolean {
  const { uischema } = adaptModule(fields, { locale });
  const data = pruneFormData(fields, raw, { locale });
  if (!row) return isVisible(elementOf(uischema.elements, key) as unknown as UISchemaElement, data, '', ajv, undefined);
  const group = elementOf(uischema.elements, row[0]);
  const detail = group.options?.detail as UiElement;
  return isVisible(elementOf(detail.elements, key) as unknown as UISchemaElement, data, `${row[0]}.${row[1]}`, ajv, undefined);
}

const without = (data: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

/**
 * Checks one truth three ways for a required dependent field `key` at the root: JSON Forms shows it, validateModule
 * reports it missing, and toServerValues keeps its value, each exactly when `visible`.
 */
export function expectRootVisibility(fields: RawFieldDefinitions, locale: Locale, key: string, data: Record<string, unknown>, visible: boolean): void {
  expect(shownByJsonForms(fields, locale, key, without(data, key)), `JSON Forms shows ${key}`).toBe(visible);
  const errors = validateModule(fields, without(data, key), { locale });
  expect(
    errors.some((error) => error.field === key && error.keyword === 'required'),
    `validateModule requires ${key}`,
  ).toBe(visible);
  const saved = toServerValues(fields, { ...data, [key]: data[key] ?? 'filled' }, { locale });
  expect(key in saved, `toServerValues keeps ${key}`).toBe(visible);
}

/** The same for a required column `key` in row `index` of group `group`; `rows` are the group's rows. */
export function expectRowVisibility(
  fields: RawFieldDefinitions,
  locale: Locale,
  group: string,
  rows: Array<Record<string, unknown>>,
  index: number,
  key: string,
  visible: boolean,
): void {
  const emptied = rows.map((row, i) => (i === index ? without(row, key) : row));
  expect(shownByJsonForms(fields, locale, key, { [group]: emptied }, [group, index]), `JSON Forms shows ${group}.${index}.${key}`).toBe(visible);
  const errors = validateModule(fields, { [group]: emptied }, { locale });
  expect(
    errors.some((error) => error.field === `${group}[${index}].${key}` && error.keyword === 'required'),
    `validateModule requires ${group}[${index}].${key}`,
  ).toBe(visible);
  const filled = rows.map((row, i) => (i === index ? { ...row, [key]: 'filled' } : row));
  const saved = toServerValues(fields, { [group]: filled }, { locale }) as Record<string, Array<Record<string, unknown>>>;
  expect(key in (saved[group]?.[index] ?? {}), `toServerValues keeps ${group}[${index}].${key}`).toBe(visible);
}
