import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkFile } from '../../../../src/pages/embedded/fileCheck';
import { fileNameOf } from '../../../../src/pages/embedded/fileName';

const answer = (status: number, type = 'application/pdf') => new Response(status === 204 ? null : 'body', { status, headers: { 'content-type': type } });
const signal = new AbortController().signal;

afterEach(() => vi.unstubAllGlobals());

describe('checkFile', () => {
  it('asks with HEAD and recognises a PDF', async () => {
    const fetch = vi.fn().mockResolvedValue(answer(200, 'application/pdf'));
    vi.stubGlobal('fetch', fetch);
    expect(await checkFile('/downloads/a.pdf', signal)).toEqual({ state: 'pdf' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({ method: 'HEAD' });
  });

  it('falls back to GET when HEAD is refused', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(answer(405)).mockResolvedValueOnce(answer(200, 'text/plain; charset=utf-8'));
    vi.stubGlobal('fetch', fetch);
    expect(await checkFile('/downloads/a.txt', signal)).toEqual({ state: 'other', type: 'text/plain' });
    expect(fetch.mock.calls.map((call) => (call[1] as RequestInit).method)).toEqual(['HEAD', 'GET']);
  });

  it('tells a missing file from one that cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(404, 'application/json')));
    expect(await checkFile('/downloads/gone.pdf', signal)).toEqual({ state: 'missing' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(answer(503, 'text/html')));
    expect(await checkFile('/downloads/a.pdf', signal)).toEqual({ state: 'unreachable', status: 503 });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await checkFile('/downloads/a.pdf', signal)).toEqual({ state: 'unreachable' });
  });
});

describe('fileNameOf', () => {
  it('takes the decoded last path segment', () => {
    expect(fileNameOf('/downloads/application%20guide.pdf?x=1#page=2')).toBe('application guide.pdf');
    expect(fileNameOf('/downloads/bad%E0.pdf')).toBe('bad%E0.pdf');
    expect(fileNameOf('/downloads/')).toBe('');
  });
});
