// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { PortalFormProvider } from '../../../../renderers/core/context';
import { createFormValues } from '../../../../renderers/core/formValues';
import { COMMIT_DELAY_MS, useBufferedInput } from '../../../../renderers/core/useBufferedInput';

const context = { locale: 'en' as const, mode: 'edit' as const, readOnly: false, showSensitive: true, touch: () => undefined };

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

  it('hands every keystroke to the form store at once, before the commit', () => {
    const values = createFormValues({ school: '四川大学' });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(PortalFormProvider, { value: { ...context, values } }, children);
    const commit = vi.fn();
    const { result } = renderHook(() => useBufferedInput('school', '四川大学', commit, () => undefined), { wrapper });
    act(() => result.current.onChange('四川大学锦江'));
    expect(values.getState().data).toEqual({ school: '四川大学锦江' });
    expect(values.getState().edits).toBe(1);
    expect(commit).not.toHaveBeenCalled();
    act(() => result.current.onChange(''));
    expect(values.getState().data).toEqual({});
  });

  it('in a form, ignores a value the store has moved past and takes one the store holds', () => {
    const values = createFormValues({ school: 'ab' });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(PortalFormProvider, { value: { ...context, values } }, children);
    const { result, rerender } = renderHook(({ value }) => useBufferedInput('school', value, () => undefined, () => undefined), { initialProps: { value: 'ab' }, wrapper });
    act(() => result.current.onChange('abc'));
    rerender({ value: 'a' }); // a late echo of an older commit
    expect(result.current.value).toBe('abc');
    act(() => values.settle({ school: 'filled elsewhere' }));
    rerender({ value: 'filled elsewhere' });
    expect(result.current.value).toBe('filled elsewhere');
  });
});
