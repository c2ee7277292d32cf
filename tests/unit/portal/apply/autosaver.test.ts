import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveData } from '../../../../protocol/apply';
import { ApiFailure } from '../../../../src/api';
import { Autosaver, type SaveStatus } from '../../../../src/pages/apply/autosaver';

type Values = Record<string, unknown>;

function setup(answers: Array<SaveData | Error>) {
  const calls: Array<{ values: Values; version: number }> = [];
  const statuses: SaveStatus[] = [];
  const saved: Values[] = [];
  const save = vi.fn((values: Values, version: number) => {
    calls.push({ values, version });
    const answer = answers.shift() ?? { state: 2, version: version + 1, errors: [] };
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
  const saver = new Autosaver(1, { save, onStatus: (status) => statuses.push(status), onSaved: (values) => saved.push(values), debounceMs: 2000 });
  const kinds = () => statuses.map((status) => status.kind);
  return { saver, calls, statuses, saved, kinds };
}

const ok = (version: number, state: 1 | 2 = 2): SaveData => ({ state, version, errors: [] });

describe('autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the form values as they are when the save goes, but values handed to flush as they were given', async () => {
    const calls: Values[] = [];
    let form: Values = { a: 'ab' };
    const saver = new Autosaver(1, {
      save: (values, version) => {
        calls.push(values);
        return Promise.resolve({ state: 2, version: version + 1, errors: [] });
      },
      onStatus: () => undefined,
      read: () => form,
      debounceMs: 2000,
    });
    saver.change({ a: 'ab' });
    form = { a: 'abc' }; // a keystroke the form has not reported yet
    await vi.advanceTimersByTimeAsync(2000);
    saver.flush({ a: 'restored' }, true);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ a: 'abc' }, { a: 'restored' }]);
  });

  it('saves once after a pause in typing, with the latest values', async () => {
    const { saver, calls, kinds } = setup([ok(2, 1)]);
    saver.change({ a: 1 });
    await vi.advanceTimersByTimeAsync(1500);
    saver.change({ a: 12 });
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(0);
    expect(saver.unsaved).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ values: { a: 12 }, version: 1 }]);
    expect(kinds()).toEqual(['dirty', 'dirty', 'saving', 'saved']);
    expect(saver.currentVersion).toBe(2);
    expect(saver.unsaved).toBe(false);
  });

  it('retries a failed save with exponential backoff and loses nothing', async () => {
    const { saver, calls, statuses, saved } = setup([new Error('Network Error'), new Error('Network Error'), new ApiFailure({ status: 503, message: '', data: null }), ok(2)]);
    saver.flush({ a: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toMatchObject({ kind: 'retrying', attempt: 1, delayMs: 1000 });
    saver.change({ a: 2 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(statuses.at(-1)).toMatchObject({ kind: 'retrying', attempt: 2, delayMs: 2000 });
    await vi.advanceTimersByTimeAsync(2000);
    expect(statuses.at(-1)).toMatchObject({ kind: 'retrying', attempt: 3, delayMs: 4000 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls.map((call) => call.values)).toEqual([{ a: 1 }, { a: 2 }, { a: 2 }, { a: 2 }]);
    expect(saved).toEqual([{ a: 2 }]);
    expect(statuses.at(-1)?.kind).toBe('saved');
  });

  it('stops on a stale version until rebased, then saves on the new version', async () => {
    const { saver, calls, statuses } = setup([new ApiFailure({ status: 409, message: 'stale', data: { version: 5 } }), ok(6)]);
    saver.flush({ a: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toEqual({ kind: 'stale', serverVersion: 5 });
    saver.change({ a: 2 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(saver.unsaved).toBe(true);
    saver.rebase(5);
    saver.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]).toEqual({ values: { a: 2 }, version: 5 });
    expect(saver.currentVersion).toBe(6);
  });

  it('does not retry a refusal the server will repeat', async () => {
    const { saver, calls, statuses } = setup([new ApiFailure({ status: 400, message: 'Please choose application type', data: null })]);
    saver.flush({ a: 1 });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(statuses.at(-1)?.kind).toBe('failed');
    expect(saver.unsaved).toBe(true);
  });

  it('saves changes made during a save right after it, one save at a time', async () => {
    const { saver, calls } = setup([]);
    saver.flush({ a: 1 });
    saver.change({ a: 2 });
    saver.flush();
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => [call.values, call.version])).toEqual([
      [{ a: 1 }, 1],
      [{ a: 2 }, 2],
    ]);
  });

  it('drops pending input and stops after dispose', async () => {
    const { saver, calls } = setup([]);
    saver.change({ a: 1 });
    saver.drop();
    saver.change({ a: 2 });
    saver.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(0);
  });
});
