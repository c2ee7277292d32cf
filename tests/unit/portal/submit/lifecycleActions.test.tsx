// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LifecycleActions } from '../../../../src/pages/submit/LifecycleActions';
import { InEnglish } from '../account/i18n';

const revoke = vi.hoisted(() => vi.fn(async () => ({ status: 'withdrawn' })));
vi.mock('../../../../src/api/apply', async (original) => ({ ...(await original<Record<string, unknown>>()), revoke }));

afterEach(() => cleanup());

describe('<LifecycleActions>', () => {
  it('withdraws only after the confirmation (loaded when asked for), Cancel focused first', async () => {
    const onChanged = vi.fn();
    render(
      <InEnglish>
        <LifecycleActions status="submitted" onChanged={onChanged} />
      </InEnglish>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the application?' }, { timeout: 10_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    expect(revoke).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('withdraw', { status: 'withdrawn' }));
    expect(revoke).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('offers nothing for a draft', () => {
    const { container } = render(
      <InEnglish>
        <LifecycleActions status="draft" onChanged={vi.fn()} />
      </InEnglish>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
