// @vitest-environment jsdom
import '../../renderers/setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../../src/api';
import { CODE_BUTTON_WIDTH, CodeButton } from '../../../../src/pages/account/CodeButton';
import { InEnglish } from './i18n';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => {
  vi.useRealTimers();
});

async function click(name: RegExp | string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('<CodeButton>', () => {
  it('is 118 px wide and counts down 60 s after a successful send', async () => {
    const send = vi.fn(() => Promise.resolve('The verification code has been sent'));
    const onResult = vi.fn();
    render(
      <InEnglish>
        <CodeButton send={send} onResult={onResult} />
      </InEnglish>,
    );
    const button = screen.getByRole('button', { name: 'Get code' });
    expect(CODE_BUTTON_WIDTH).toBe(118);
    expect(getComputedStyle(button).width).toBe('118px');
    await click('Get code');
    expect(send).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ ok: true, message: 'The verification code has been sent' });
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(screen.getByRole('button', { name: 'Resend in 59 s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });

  it("shows the server's throttle message and waits its Retry-After", async () => {
    const refusal = new ApiFailure({ status: 429, message: 'Please wait 42 seconds before requesting another code', data: { retry_after: 42 } });
    const onResult = vi.fn();
    render(
      <InEnglish>
        <CodeButton send={() => Promise.reject(refusal)} onResult={onResult} />
      </InEnglish>,
    );
    await click('Get code');
    expect(onResult).toHaveBeenCalledWith({ ok: false, message: 'Please wait 42 seconds before requesting another code' });
    expect(screen.getByRole('button', { name: 'Resend in 42 s' })).toBeDisabled();
  });

  it('does not start the countdown after another failure, nor send when the address is invalid', async () => {
    const send = vi.fn(() => Promise.reject(new ApiFailure({ status: 400, message: 'The phone number format is incorrect', data: null })));
    const onResult = vi.fn();
    const { rerender } = render(
      <InEnglish>
        <CodeButton send={send} onResult={onResult} canSend={() => false} />
      </InEnglish>,
    );
    await click('Get code');
    expect(send).not.toHaveBeenCalled();
    rerender(
      <InEnglish>
        <CodeButton send={send} onResult={onResult} />
      </InEnglish>,
    );
    await click('Get code');
    expect(onResult).toHaveBeenCalledWith({ ok: false, message: 'The phone number format is incorrect' });
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});
