// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDelayedCall } from '../../../../renderers/core/useDelayedCall';

afterEach(() => vi.useRealTimers());

describe('useDelayedCall', () => {
  it('runs only the last call started, after its delay', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useDelayedCall());
    const first = vi.fn();
    const second = vi.fn();
    result.current.start(first, 150);
    vi.advanceTimersByTime(100);
    result.current.start(second, 150);
    vi.advanceTimersByTime(149);
    expect(second).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('drops the pending call on cancel and on unmount, and starts none after the unmount', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useDelayedCall());
    const cancelled = vi.fn();
    result.current.start(cancelled, 150);
    result.current.cancel();
    const pending = vi.fn();
    result.current.start(pending, 150);
    const { start } = result.current;
    unmount();
    const late = vi.fn();
    start(late, 150);
    vi.advanceTimersByTime(1000);
    expect(cancelled).not.toHaveBeenCalled();
    expect(pending).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
