/** The status of an error shown by the error page: statusCode, status or response.status; 500 by default. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const source = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const candidate of [source.statusCode, source.status, source.response?.status]) {
    if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 400 && candidate <= 599) return candidate;
  }
  return 500;
}

/** The message of an error shown by the error page, or '' (the page then says "Error"). */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return '';
  const source = error as { message?: unknown; statusText?: unknown; data?: unknown };
  if (typeof source.message === 'string' && source.message) return source.message;
  if (typeof source.data === 'object' && source.data !== null && typeof (source.data as { message?: unknown }).message === 'string') {
    return (source.data as { message: string }).message;
  }
  if (typeof source.data === 'string' && source.data) return source.data;
  return typeof source.statusText === 'string' ? source.statusText : '';
}
