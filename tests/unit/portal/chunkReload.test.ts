import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from '../../../renderers/deferred/chunkRetry';
import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, mayReload, reloadForChunkError } from '../../../src/app/chunkReload';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/LoginPage-abc.js');

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('chunk reload rule', () => {
  it('recognises failed chunk loads only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('allows one reload per 60000 ms', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(mayReload(1000, null)).toBe(true);
    expect(mayReload(60_999, 1000)).toBe(false);
    expect(mayReload(61_000, 1000)).toBe(true);
    expect(mayReload(5, Number.NaN)).toBe(true);
  });

  it('reloads once, records the time, and refuses a second reload within the interval', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(chunkError(), storage, reload, 100_000)).toBe(true);
    expect(storage.items.get(CHUNK_RELOAD_KEY)).toBe('100000');
    expect(reloadForChunkError(chunkError(), storage, reload, 130_000)).toBe(false);
    expect(reloadForChunkError(chunkError(), storage, reload, 160_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), memoryStorage(), reload, 1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
