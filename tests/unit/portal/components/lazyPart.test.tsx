// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPart } from '../../../../src/components/lazyPart';
import { controlledLoad, Shown } from '../../renderers/deferred/controlledLoad';

afterEach(() => cleanup());

describe('lazyPart', () => {
  it('loads nothing until wanted, then renders the loaded part with its props', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    const { rerender } = render(<Part when={false} text="hello" />);
    expect(calls).toHaveLength(0);
    rerender(<Part when text="hello" />);
    expect(calls).toHaveLength(1);
    expect(screen.queryByText('hello')).toBeNull();
    await act(async () => calls[0]!.resolve(Shown));
    expect(screen.getByText('hello')).toBeTruthy();
    // Once loaded it stays rendered (a dialog's closing transition), with new props.
    rerender(<Part when={false} text="bye" />);
    expect(screen.getByText('bye')).toBeTruthy();
  });

  it('shows the failure while wanted and retries the next time it is wanted', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    const { rerender } = render(<Part when text="hi" failed={<span>offline</span>} />);
    await act(async () => calls[0]!.reject(new Error('chunk failed')));
    expect(screen.getByText('offline')).toBeTruthy();
    rerender(<Part when={false} text="hi" failed={<span>offline</span>} />);
    expect(screen.queryByText('offline')).toBeNull();
    rerender(<Part when text="hi" failed={<span>offline</span>} />);
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve(Shown));
    expect(screen.getByText('hi')).toBeTruthy();
  });

  it('a want that ends before the load settles still gets the part the next time', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    const { rerender } = render(<Part when text="late" />);
    rerender(<Part when={false} text="late" />);
    await act(async () => calls[0]!.resolve(Shown));
    rerender(<Part when text="late" />);
    expect(screen.getByText('late')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('preload starts the load once, and a part rendered later uses it at once', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    Part.preload();
    Part.preload();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve(Shown));
    render(<Part when text="ready" />);
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('a chunk that fails to load is tried once more in place, and the part shows without the failure', async () => {
    const { load, calls } = controlledLoad();
    const Part = lazyPart(load);
    render(<Part when text="second try" failed={<span>offline</span>} />);
    await act(async () => calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Dialog-a1.js')));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.queryByText('offline')).toBeNull();
    await act(async () => calls[1]!.resolve(Shown));
    expect(screen.getByText('second try')).toBeTruthy();
  });
});
