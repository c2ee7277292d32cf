// @vitest-environment jsdom
import '../../renderers/setup';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as supplementaryApi from '../../../../src/api/supplementary';
import SupplementPreviewPage from '../../../../src/pages/supplement/SupplementPreviewPage';
import { useProjectStore } from '../../../../src/store';
import { InEnglish } from '../account/i18n';

// The confirmation dialog's chunk cannot load (offline).
vi.mock('../../../../src/pages/supplement/SubmitDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const FIELDS = [{ id: 9101, field: 'research_plan', type: 1, required: 1, name: { sc: '研究计划', tc: '研究計劃', en: 'Research plan' } }];

beforeEach(() => {
  useProjectStore.getState().setLocale('en');
  vi.spyOn(supplementaryApi, 'material').mockResolvedValue({ fields: FIELDS, values: { research_plan: 'Folding' }, version: 2, state: 2, saved_at: 1_700_000_000, submitted_at: null, deadline: null, published_at: 1_600_000_000, open: true });
});

afterEach(() => vi.restoreAllMocks());

describe('supplementary preview without its confirmation dialog', () => {
  it('says in words that the confirmation could not open, submits nothing, and lets the applicant try again', async () => {
    const submit = vi.spyOn(supplementaryApi, 'submit');
    render(
      <InEnglish>
        <MemoryRouter>
          <SupplementPreviewPage />
        </MemoryRouter>
      </InEnglish>,
    );
    const button = await screen.findByTestId('supplement-submit', {}, { timeout: 10_000 });
    fireEvent.click(button);
    const failed = await screen.findByText(/could not be opened/);
    const notice = failed.closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('Nothing was lost');
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(/could not be opened/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('supplement-submit'));
    expect(await screen.findByText(/could not be opened/)).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
  });
});
