import { describe, expect, it, vi } from 'vitest';
import { retryChunkOnce } from '../../../../renderers/deferred/chunkRetry';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/LoginPage-abc.js');

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
