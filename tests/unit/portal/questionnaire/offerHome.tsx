import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QuestionnaireOffer } from '../../../../src/pages/questionnaire/QuestionnaireOffer';
import { useSessionStore } from '../../../../src/store';
import { InEnglish } from '../account/i18n';

/** Signs Li Lei in to scu with the given session token. */
export function signInToScu(token = 'T1'): void {
  const session = useSessionStore.getState();
  session.setShortName('scu');
  session.setToken(token);
  session.setUserInfo({ name: 'Li Lei', uid: 'U1', user_id: 7, email: 'li@example.com', mobile: null, head_portrait: null, application_state: 0 } as never);
}

/** Renders the offer on the home route in English; following it leads to a stand-in questionnaire screen. */
export function renderOfferAtHome() {
  return render(
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
