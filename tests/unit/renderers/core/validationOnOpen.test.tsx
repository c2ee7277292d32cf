// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormRuntimeProvider, PortalForm } from '../../../../renderers/index';
import { builtinFieldTypes, createFormRuntime } from '../../../../schema-adapters/index';
import '../setup';

const fields = [
  { id: 1, field: 'name', name: { sc: '姓名', tc: '姓名', en: 'Name' }, type: 1, required: 1 },
  { id: 2, field: 'email', name: { sc: '邮箱', tc: '郵箱', en: 'E-mail' }, type: 1, nature: 5 },
];

function spiedRuntime() {
  const runtime = createFormRuntime({ fieldTypes: builtinFieldTypes });
  return { runtime, validations: vi.spyOn(runtime, 'validate') };
}

/** Idle callbacks held until the test runs them (jsdom has none of its own). */
function idleQueue() {
  const queue = new Map<number, () => void>();
  let next = 0;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    next += 1;
    queue.set(next, callback);
    return next;
  });
  vi.stubGlobal('cancelIdleCallback', (handle: number) => queue.delete(handle));
  return {
    runAll: () => act(() => [...queue.values()].forEach((callback) => callback())),
    size: () => queue.size,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('<PortalForm> validation on open', () => {
  it('validates nothing while the form opens; the first touch validates and shows the error', async () => {
    const { runtime, validations } = spiedRuntime();
    const user = userEvent.setup();
    render(
      <FormRuntimeProvider value={runtime}>
        <PortalForm fields={fields} values={{ email: 'not-an-email' }} locale="en" />
      </FormRuntimeProvider>,
    );
    expect(screen.getByLabelText(/E-mail/)).toBeInTheDocument();
    expect(validations).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText(/E-mail/));
    await user.tab();
    expect(await screen.findByText('The e-mail format is incorrect')).toBeInTheDocument();
    expect(validations).toHaveBeenCalled();
  });

  it('validates the opening values once the browser is idle, and still shows no error before a touch', () => {
    const idle = idleQueue();
    const { runtime, validations } = spiedRuntime();
    render(
      <FormRuntimeProvider value={runtime}>
        <PortalForm fields={fields} values={{ email: 'not-an-email' }} locale="en" />
      </FormRuntimeProvider>,
    );
    expect(validations).not.toHaveBeenCalled();
    expect(idle.size()).toBe(1);
    idle.runAll();
    expect(validations).toHaveBeenCalledTimes(1);
    expect(validations.mock.calls[0]?.[1]).toMatchObject({ email: 'not-an-email' });
    expect(screen.queryByText('The e-mail format is incorrect')).not.toBeInTheDocument();
    expect(screen.queryByText('Required fields cannot be empty')).not.toBeInTheDocument();
  });

  it('drops the idle validation of a form that closed before the browser was idle', () => {
    const idle = idleQueue();
    const { runtime, validations } = spiedRuntime();
    const { unmount } = render(
      <FormRuntimeProvider value={runtime}>
        <PortalForm fields={fields} locale="en" />
      </FormRuntimeProvider>,
    );
    unmount();
    idle.runAll();
    expect(idle.size()).toBe(0);
    expect(validations).not.toHaveBeenCalled();
  });
});
