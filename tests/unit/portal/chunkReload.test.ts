import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, isChunkLoadError, mayReload, reloadForChunkError, retryChunkOnce } from '../../../src/app/chunkReload';

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

describe('retryChunkOnce', () => {
  it('tries a failed chunk load once more in place and answers what the second try loaded', async () => {
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('page');
    await expect(retryChunkOnce(load, 0)).resolves.toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('rejects with the chunk error when the retry fails too, after exactly two tries', async () => {
    const load = vi.fn().mockRejectedValue(chunkError());
    await expect(retryChunkOnce(load, 0)).rejects.toThrow(/dynamically imported module/);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits before the retry', async () => {
    vi.useFakeTimers();
    try {
      const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('page');
      const result = retryChunkOnce(load, 500);
      await vi.advanceTimersByTimeAsync(499);
      expect(load).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe('page');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry other errors', async () => {
    const load = vi.fn().mockRejectedValue(new Error('boom'));
    await expect(retryChunkOnce(load, 0)).rejects.toThrow('boom');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
