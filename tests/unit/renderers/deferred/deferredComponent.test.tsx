// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { deferredComponent } from '../../../../renderers/deferred/deferredComponent';
import { controlledLoad, Shown } from './controlledLoad';

class Caught extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>could not load</p> : this.props.children);
}

const drawn = (Part: ReturnType<typeof deferredComponent<{ text: string }>>, text: string) => (
  <Caught>
    <Suspense fallback={<p>loading</p>}>
      <Part text={text} />
    </Suspense>
  </Caught>
);

// As in a browser (not inside act()): a component that suspends is drawn again when its code has loaded.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let roots: Root[] = [];
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  // React reports the error a boundary caught on the console.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());
function cleanup() {
  roots.forEach((root) => root.unmount());
  roots = [];
  document.body.innerHTML = '';
}
afterEach(cleanup);

/** Draws `ui` the way the app does, synchronously: what a first render shows is in the document on return. */
function render(ui: ReactNode): void {
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  roots.push(root);
  flushSync(() => root.render(ui));
}

const settled = async (settle: () => void | Promise<unknown>) => {
  await settle();
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('deferredComponent', () => {
  it('waits in the nearest Suspense boundary until its code is there, then draws it with its props', async () => {
    const { load, calls } = controlledLoad();
    const Part = deferredComponent('Part', load);
    expect(calls).toHaveLength(0);
    render(drawn(Part, 'hello'));
    expect(screen.getByText('loading')).toBeTruthy();
    await settled(() => calls[0]!.resolve(Shown));
    expect(await screen.findByText('hello')).toBeTruthy();
    expect(calls).toHaveLength(1);
  });

  it('preload loads once ahead, and a later render draws at once without the loading state', async () => {
    const { load, calls } = controlledLoad();
    const Part = deferredComponent('Part', load);
    Part.preload();
    Part.preload();
    expect(calls).toHaveLength(1);
    await settled(() => calls[0]!.resolve(Shown));
    render(drawn(Part, 'ready'));
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByText('ready')).toBeTruthy();
  });

  it('a failed load reaches the nearest error boundary; preload after it tries again', async () => {
    const { load, calls } = controlledLoad();
    const Part = deferredComponent('Part', load);
    render(drawn(Part, 'first'));
    await settled(() => calls[0]!.reject(new Error('server said no')));
    expect(await screen.findByText('could not load')).toBeTruthy();
    cleanup();
    Part.preload();
    expect(calls).toHaveLength(2);
    await settled(() => calls[1]!.resolve(Shown));
    render(drawn(Part, 'second'));
    expect(screen.getByText('second')).toBeTruthy();
  });

  it('a chunk that fails to load is tried once more in place before the boundary hears of it', async () => {
    const { load, calls } = controlledLoad();
    const Part = deferredComponent('Part', load);
    render(drawn(Part, 'after retry'));
    await settled(() => calls[0]!.reject(new TypeError('Failed to fetch dynamically imported module: http://x/assets/Menu-a1.js')));
    await settled(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(calls).toHaveLength(2);
    expect(screen.getByText('loading')).toBeTruthy();
    await settled(() => calls[1]!.resolve(Shown));
    expect(await screen.findByText('after retry')).toBeTruthy();
  });
});
