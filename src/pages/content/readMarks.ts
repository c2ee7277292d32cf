/**
 * Notices and news the reader opened in this visit. The list shows them read at once, even when it loads before the
 * server has recorded the read.
 */
const opened = new Set<string>();

const keyOf = (reader: string, id: number) => `${reader}\n${id}`;

/** Remembers that `reader` (a project and user) opened item `id`. */
export function rememberOpened(reader: string, id: number): void {
  opened.add(keyOf(reader, id));
}

/** Forgets an opening whose read could not be recorded. */
export function forgetOpened(reader: string, id: number): void {
  opened.delete(keyOf(reader, id));
}

/** Whether `reader` opened item `id` in this visit. */
export function wasOpened(reader: string, id: number): boolean {
  return opened.has(keyOf(reader, id));
}
