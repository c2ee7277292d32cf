// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrackRow } from '../../../../src/pages/home/TrackRow';
import { useNowAcross } from '../../../../src/pages/home/useNow';

const START = Date.UTC(2026, 10, 29, 8, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the home page clock', () => {
  it('useNowAcross changes only when a moment is reached, not every second', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useNowAcross([START + 3_000, START + 8_000]);
    });
    act(() => vi.advanceTimersByTime(2_999));
    expect(renders).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(START + 3_000);
    act(() => vi.advanceTimersByTime(20_000));
    expect(renders).toBe(3);
    expect(result.current).toBe(START + 8_000);
  });

  it('moves every countdown on the page in one step each second, however far apart they appeared', () => {
    const windows = [1, 2, 3].map((index) => ({ start_time: START / 1000 - 10, end_time: START / 1000 + 3_600 * index }));
    let commits = 0;
    const rows = (count: number) => (
      <Profiler id="rows" onRender={() => (commits += 1)}>
        {windows.slice(0, count).map((window, index) => (
          <TrackRow key={index} batchName="Autumn" trackName={`Track ${index}`} window={window} status="none" chosen={false} busy={false} onChoose={() => undefined} />
        ))}
      </Profiler>
    );
    const { rerender } = render(rows(1));
    act(() => vi.advanceTimersByTime(300));
    rerender(rows(2));
    act(() => vi.advanceTimersByTime(300));
    rerender(rows(3));
    expect(screen.getAllByRole('timer')).toHaveLength(3);
    commits = 0;
    for (let step = 0; step < 50; step += 1) act(() => vi.advanceTimersByTime(100));
    expect(commits).toBe(5);
  });

  it('opens a track at its start, shows its countdown while open, and closes it after its end', () => {
    const window = { start_time: START / 1000 + 2, end_time: START / 1000 + 5 };
    render(<TrackRow batchName="Autumn" trackName="Law" window={window} status="none" chosen={false} busy={false} onChoose={() => undefined} />);
    expect(screen.getByText('portal.home.state.not_started')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('portal.home.state.open')).toBeInTheDocument();
    expect(screen.getByRole('button')).toBeEnabled();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByText('portal.home.state.open')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('portal.home.state.closed')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
