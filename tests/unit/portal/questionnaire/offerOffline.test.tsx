// @vitest-environment jsdom
import '../../renderers/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as questionnaireApi from '../../../../src/api/questionnaire';
import { QuestionnaireOffer } from '../../../../src/pages/questionnaire/QuestionnaireOffer';
import { clearSessionData, useApplyStore, useProjectStore, useSessionStore } from '../../../../src/store';
import { QUESTIONNAIRE_STATE } from '../../../../src/store/apply';
import { InEnglish } from '../account/i18n';

// The dialog's chunk cannot load (offline).
vi.mock('../../../../src/pages/questionnaire/OfferDialog', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  clearSessionData();
  localStorage.clear();
  useProjectStore.getState().setLocale('en');
  const session = useSessionStore.getState();
  session.setShortName('scu');
  session.setToken('T1');
  session.setUserInfo({ name: 'Li Lei', uid: 'U1', user_id: 7, email: 'li@example.com', mobile: null, head_portrait: null, application_state: 0 } as never);
  vi.spyOn(questionnaireApi, 'questionnaire').mockResolvedValue({ id: 5, title: 'Survey', title_i18n: { en: 'Survey' }, fields: [], answered: false });
});

afterEach(() => vi.restoreAllMocks());

function renderHome() {
  render(
    <InEnglish>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<QuestionnaireOffer />} />
          <Route path="/questionnaire" element={<p>questionnaire screen</p>} />
        </Routes>
      </MemoryRouter>
    </InEnglish>,
  );
}

describe('<QuestionnaireOffer> without its dialog', () => {
  it('makes the same offer on the page: "Later" postpones it', async () => {
    renderHome();
    const offer = await screen.findByTestId('questionnaire-offer');
    expect(offer).toHaveTextContent('Would you answer “Survey”?');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(useApplyStore.getState().questionnaire.state).toBe(QUESTIONNAIRE_STATE.postponed);
    expect(screen.queryByTestId('questionnaire-offer')).not.toBeInTheDocument();
  });

  it('"Answer now" opens the questionnaire screen', async () => {
    renderHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Answer now' }));
    expect(await screen.findByText('questionnaire screen')).toBeInTheDocument();
  });
});
