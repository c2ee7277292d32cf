type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A row's own `columnNumber` as a number; undefined when it has none, or one that is not a number or numeric text. */
export function givenColumnNumber(item: unknown): number | undefined {
  if (!isRow(item) || !Object.hasOwn(item, 'columnNumber')) return undefined;
  const given = item.columnNumber;
  if (typeof given !== 'number' && typeof given !== 'string') return undefined;
  const number = Number(given);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A repeating group's rows in `columnNumber` order (a row without one keeps its place in the list), numbered 1, 2, …
 * as the portal numbers them after a deletion. Visibility (`isrelation_{n}`) is decided on these numbers, so a row
 * keeps its visibility wherever the server listed it, and saving and validation agree on it.
 */
export function rowsInColumnOrder(list: unknown[], numberRow: (row: Row, columnNumber: number) => Row): unknown[] {
  const keyed = list.map((item, index) => ({ item, index, key: givenColumnNumber(item) ?? index + 1 }));
  keyed.sort((a, b) => a.key - b.key || a.index - b.index);
  let count = 0;
  return keyed.map(({ item }) => (isRow(item) ? numberRow(item, (count += 1)) : item));
}
