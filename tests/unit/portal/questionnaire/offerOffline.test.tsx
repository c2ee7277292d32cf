// @vitest-environment jsdom
import '../../renderers/setup';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as questionnaireApi from '../../../../src/api/questionnaire';
import { clearSessionData, useApplyStore, useProjectStore } from '../../../../src/store';
import { QUESTIONNAIRE_STATE } from '../../../../src/store/apply';
import { renderOfferAtHome, signInToScu } from './offerHome';

// The dialog's chunk cannot load (offline).
vi.mock('../../../../src/pages/questionnaire/OfferDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  clearSessionData();
  localStorage.clear();
  useProjectStore.getState().setLocale('en');
  signInToScu();
  vi.spyOn(questionnaireApi, 'questionnaire').mockResolvedValue({ id: 5, title: 'Survey', title_i18n: { en: 'Survey' }, fields: [], answered: false });
});

afterEach(() => vi.restoreAllMocks());

describe('<QuestionnaireOffer> without its dialog', () => {
  it('makes the same offer on the page: "Later" postpones it', async () => {
    renderOfferAtHome();
    const offer = await screen.findByTestId('questionnaire-offer');
    expect(offer).toHaveTextContent('Would you answer “Survey”?');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(useApplyStore.getState().questionnaire.state).toBe(QUESTIONNAIRE_STATE.postponed);
    expect(screen.queryByTestId('questionnaire-offer')).not.toBeInTheDocument();
  });

  it('"Answer now" opens the questionnaire screen', async () => {
    renderOfferAtHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Answer now' }));
    expect(await screen.findByText('questionnaire screen')).toBeInTheDocument();
  });
});
