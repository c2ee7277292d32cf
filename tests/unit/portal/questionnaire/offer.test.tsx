// @vitest-environment jsdom
import '../../renderers/setup';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuestionnaireData } from '../../../../protocol/content';
import { ApiFailure } from '../../../../src/api';
import * as questionnaireApi from '../../../../src/api/questionnaire';
import { clearSessionData, useApplyStore, useProjectStore, useSessionStore } from '../../../../src/store';
import { QUESTIONNAIRE_STATE } from '../../../../src/store/apply';
import { renderOfferAtHome, signInToScu } from './offerHome';

const survey = (answered = false): QuestionnaireData => ({ id: 5, title: 'Survey', title_i18n: { en: 'Survey', sc: '问卷' }, fields: [], answered });

const state = () => useApplyStore.getState().questionnaire.state;

beforeEach(() => {
  clearSessionData();
  localStorage.clear();
  useProjectStore.getState().setLocale('en');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<QuestionnaireOffer>', () => {
  it('offers a pending questionnaire; "Later" postpones it', async () => {
    signInToScu();
    vi.spyOn(questionnaireApi, 'questionnaire').mockResolvedValue(survey());
    renderOfferAtHome();
    const dialog = await screen.findByRole('dialog', { name: 'A short questionnaire' });
    expect(dialog).toHaveTextContent('Would you answer “Survey”?');
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(state()).toBe(QUESTIONNAIRE_STATE.postponed);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"Answer now" opens the questionnaire screen', async () => {
    signInToScu();
    vi.spyOn(questionnaireApi, 'questionnaire').mockResolvedValue(survey());
    renderOfferAtHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Answer now' }));
    expect(await screen.findByText('questionnaire screen')).toBeInTheDocument();
    expect(state()).toBe(QUESTIONNAIRE_STATE.postponed);
  });

  it('offers nothing when answered, when there is none, or once postponed in this session', async () => {
    signInToScu();
    const load = vi.spyOn(questionnaireApi, 'questionnaire').mockResolvedValue(survey(true));
    const first = renderOfferAtHome();
    await waitFor(() => expect(state()).toBe(QUESTIONNAIRE_STATE.answered));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    signInToScu('T2');
    load.mockRejectedValue(new ApiFailure({ status: 404, message: 'This project has no questionnaire', data: null }));
    const second = renderOfferAtHome();
    await waitFor(() => expect(state()).toBe(QUESTIONNAIRE_STATE.postponed));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    second.unmount();
    expect(load).toHaveBeenCalledTimes(2);

    renderOfferAtHome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after the session changed', async () => {
    signInToScu();
    let resolve: (data: QuestionnaireData) => void = () => undefined;
    vi.spyOn(questionnaireApi, 'questionnaire').mockReturnValue(new Promise((done) => (resolve = done)));
    renderOfferAtHome();
    useSessionStore.getState().setToken('OTHER');
    resolve(survey());
    // Past every pending promise callback.
    await new Promise((done) => setTimeout(done, 0));
    expect(state()).toBe(QUESTIONNAIRE_STATE.unknown);
  });
});
