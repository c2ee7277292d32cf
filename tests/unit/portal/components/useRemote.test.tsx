// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemote } from '../../../../src/components/useRemote';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('useRemote', () => {
  it('is loading, then ready with the data', async () => {
    const answer = deferred<string>();
    const load = () => answer.promise;
    const { result } = renderHook(() => useRemote(load));
    expect(result.current.remote).toEqual({ state: 'loading' });
    answer.resolve('data');
    await waitFor(() => expect(result.current.remote).toEqual({ state: 'ready', data: 'data' }));
  });

  it('reports a failure, and loads again on retry', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    const load = () => answers[calls++]?.promise ?? Promise.reject(new Error('too many calls'));
    const { result } = renderHook(() => useRemote(load));
    const failure = new Error('down');
    answers[0]?.reject(failure);
    await waitFor(() => expect(result.current.remote).toEqual({ state: 'error', error: failure }));
    act(() => result.current.retry());
    expect(result.current.remote).toEqual({ state: 'loading' });
    answers[1]?.resolve('back');
    await waitFor(() => expect(result.current.remote).toEqual({ state: 'ready', data: 'back' }));
    expect(calls).toBe(2);
  });

  it('ignores the answer of a load it no longer shows', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const loadFirst = () => first.promise;
    const loadSecond = () => second.promise;
    const { result, rerender } = renderHook(({ load }) => useRemote(load), { initialProps: { load: loadFirst } });
    rerender({ load: loadSecond });
    second.resolve('new');
    await waitFor(() => expect(result.current.remote).toEqual({ state: 'ready', data: 'new' }));
    await act(async () => {
      first.resolve('old');
      await first.promise;
    });
    expect(result.current.remote).toEqual({ state: 'ready', data: 'new' });
  });
});
