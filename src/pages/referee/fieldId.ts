/** The definition id of a field key among raw field definitions (the last path segment of a form path), or ''. */
export function fieldIdOf(fields: unknown, key: string): string {
  const name = key.split('.').pop()?.replace(/\[\d+\]$/, '') ?? key;
  if (!Array.isArray(fields)) return '';
  const found = (fields as unknown[]).find((item) => typeof item === 'object' && item !== null && (item as { field?: unknown }).field === name);
  const id = found ? (found as { id?: unknown }).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : '';
}
