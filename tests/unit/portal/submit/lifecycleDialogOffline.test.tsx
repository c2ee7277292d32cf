// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickWithdraw, renderLifecycleActions } from './renderLifecycleActions';

// The confirmation's chunk cannot be fetched (offline).
vi.mock('../../../../src/pages/submit/ConfirmDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => cleanup());

describe('withdraw while the confirmation cannot load', () => {
  it('says so in words, changes nothing, and lets the applicant close the message and try again', async () => {
    const onChanged = vi.fn();
    renderLifecycleActions('submitted', onChanged);
    clickWithdraw();
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('The confirmation could not be opened. Check your connection and try again; your application is unchanged.');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    clickWithdraw();
    expect(await screen.findByRole('alert')).toHaveTextContent('could not be opened');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
