/** What a check of a file address found: a PDF, another type, nothing there (404/410), or no answer. */
export type FileCheck = { state: 'pdf' } | { state: 'other'; type: string } | { state: 'missing' } | { state: 'unreachable'; status?: number };

/** Statuses with which a server refuses HEAD itself rather than the file. */
const HEAD_REFUSED = new Set([405, 501]);

async function headers(href: string, method: 'HEAD' | 'GET', signal: AbortSignal): Promise<Response> {
  const response = await fetch(href, { method, credentials: 'same-origin', cache: 'no-store', signal });
  if (method === 'GET') void response.body?.cancel().catch(() => undefined);
  return response;
}

/** Asks whether `href` is there and what it holds (HEAD, or GET when HEAD is refused); the body is never read. */
export async function checkFile(href: string, signal: AbortSignal): Promise<FileCheck> {
  let response: Response;
  try {
    response = await headers(href, 'HEAD', signal);
    if (HEAD_REFUSED.has(response.status)) response = await headers(href, 'GET', signal);
  } catch {
    return { state: 'unreachable' };
  }
  if (response.status === 404 || response.status === 410) return { state: 'missing' };
  if (!response.ok) return { state: 'unreachable', status: response.status };
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/pdf' ? { state: 'pdf' } : { state: 'other', type };
}
