// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMIT_DELAY_MS, useBufferedInput } from '../../../../renderers/core/useBufferedInput';

describe('useBufferedInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps a keystroke typed between a commit and the late echo of that commit (a slow machine)', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ value }) => useBufferedInput('school', value, commit, () => undefined), { initialProps: { value: '四川大学' } });
    act(() => result.current.onChange(''));
    act(() => vi.advanceTimersByTime(COMMIT_DELAY_MS));
    expect(commit).toHaveBeenLastCalledWith('');
    act(() => result.current.onChange('T'));
    rerender({ value: '' }); // the store's echo of the cleared value arrives only now
    expect(result.current.value).toBe('T');
    act(() => vi.advanceTimersByTime(COMMIT_DELAY_MS));
    expect(commit).toHaveBeenLastCalledWith('T');
  });

  it('takes a value set elsewhere while nothing typed is waiting', () => {
    const { result, rerender } = renderHook(({ value }) => useBufferedInput('birthday', value, () => undefined, () => undefined), { initialProps: { value: '' } });
    rerender({ value: '1998-03-15' });
    expect(result.current.value).toBe('1998-03-15');
  });
});
