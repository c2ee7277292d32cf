/** The status of an error shown by the error page: statusCode, status or response.status; 500 by default. */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const response = 'response' in error ? error.response : undefined;
  const candidates = [
    'statusCode' in error ? error.statusCode : undefined,
    'status' in error ? error.status : undefined,
    typeof response === 'object' && response !== null && 'status' in response ? response.status : undefined,
  ];
  for (const candidate of candidates) {
    if (typeof candidate === 'number' && Number.isInteger(candidate) && candidate >= 400 && candidate <= 599) return candidate;
  }
  return 500;
}

/** The message of an error shown by the error page, or '' (the page then says "Error"). */
export function errorMessage(error: unknown): string {
  if (typeof error === 'string') return error;
  if (typeof error !== 'object' || error === null) return '';
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  const data = 'data' in error ? error.data : undefined;
  if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string') return data.message;
  if (typeof data === 'string' && data) return data;
  return 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
}
