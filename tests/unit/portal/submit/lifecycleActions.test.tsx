// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickWithdraw, renderLifecycleActions } from './renderLifecycleActions';

const revoke = vi.hoisted(() => vi.fn(async () => ({ status: 'withdrawn' })));
vi.mock('../../../../src/api/apply', async (original) => ({ ...(await original<Record<string, unknown>>()), revoke }));

afterEach(() => cleanup());

describe('<LifecycleActions>', () => {
  it('withdraws only after the confirmation (loaded when asked for), Cancel focused first', async () => {
    const onChanged = vi.fn();
    renderLifecycleActions('submitted', onChanged);
    clickWithdraw();
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the application?' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('withdraw', { status: 'withdrawn' }));
    expect(revoke).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('offers nothing for a draft', () => {
    const { container } = renderLifecycleActions('draft', vi.fn());
    expect(container).toBeEmptyDOMElement();
  });
});
