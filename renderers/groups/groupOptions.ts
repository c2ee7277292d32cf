import type { JsonSchema, UISchemaElement, VerticalLayout } from '@jsonforms/core';
import { isObject } from '../core/isObject';

/** One column of a repeating group: its cell's UI-schema element, header label and width. */
export interface GroupColumn {
  element: UISchemaElement;
  label: string;
  width: number | undefined;
}

/** What the adapter put on a `columnGroup` control, read defensively. */
export interface GroupOptions {
  detail: UISchemaElement;
  columns: GroupColumn[];
  items: JsonSchema;
  table: boolean;
  buttonName: string;
  minRows: number;
  maxRows: number | undefined;
}

const EMPTY_DETAIL: VerticalLayout = { type: 'VerticalLayout', elements: [] };

const numberOr = <T,>(value: unknown, fallback: T): number | T => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

function columnOf(element: UISchemaElement): GroupColumn {
  const label = 'label' in element ? element.label : undefined;
  return { element, label: typeof label === 'string' ? label : '', width: numberOr(element.options?.columnWidth, undefined) };
}

/** Reads the group's options (detail layout, columns, limits, button name) and its row schema. */
export function groupOptions(uischema: UISchemaElement, schema: JsonSchema): GroupOptions {
  const options: Record<string, unknown> = uischema.options ?? {};
  const detail = typeof options.detail === 'object' && options.detail !== null ? (options.detail as UISchemaElement) : EMPTY_DETAIL;
  const elements = 'elements' in detail ? detail.elements : undefined;
  const items = !Array.isArray(schema.items) && typeof schema.items === 'object' ? schema.items : {};
  return {
    detail,
    columns: Array.isArray(elements) ? (elements as UISchemaElement[]).map(columnOf) : [],
    items,
    table: options.table === true,
    buttonName: typeof options.buttonName === 'string' ? options.buttonName : '',
    minRows: numberOr(options.minRows, 0),
    maxRows: numberOr(options.maxRows, undefined),
  };
}

/** The rows of the group's data (an empty list for anything that is not an array). */
export function rowsOf(data: unknown): Record<string, unknown>[] {
  return Array.isArray(data) ? data.map((row) => (isObject(row) ? row : {})) : [];
}
