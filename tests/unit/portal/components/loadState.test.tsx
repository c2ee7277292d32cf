// @vitest-environment jsdom
import '../../renderers/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadState } from '../../../../src/components/LoadState';
import { ApiFailure } from '../../../../src/api';
import { InEnglish } from '../account/i18n';

describe('<LoadState>', () => {
  it('says what is loading, in the words of its screen area', () => {
    render(
      <InEnglish>
        <LoadState area="info" state="loading" />
      </InEnglish>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the content');
  });

  it("shows the server's message with a retry that loads again", () => {
    const onRetry = vi.fn();
    render(
      <InEnglish>
        <LoadState area="apply" state="error" error={new ApiFailure({ status: 403, message: 'Please log in again', data: null })} onRetry={onRetry} />
      </InEnglish>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load: Please log in again');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names the network when no answer came, and takes a sentence of its own', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <InEnglish>
        <LoadState area="home" state="error" error={new TypeError('Failed to fetch')} errorText={(message) => `Payments: ${message}`} />
      </InEnglish>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Payments: The network is unavailable, please try again later');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
