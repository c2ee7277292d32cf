/** The `code` of a Node.js or database driver error (`ENOENT`, a PostgreSQL SQLSTATE), or undefined. */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}
