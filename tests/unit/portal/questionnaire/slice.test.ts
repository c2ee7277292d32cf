// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { QuestionnaireData } from '../../../../protocol/content';
import { applyLoginResult, clearSessionData, useApplyStore, useSessionStore } from '../../../../src/store';
import { OFFERED_QUESTIONNAIRE, QUESTIONNAIRE_STATE, UNKNOWN_QUESTIONNAIRE, questionnaireLoaded } from '../../../../src/store/apply';
import { loginData } from '../loginData';

const survey = (answered = false): QuestionnaireData => ({ id: 5, title: 'Survey', title_i18n: { en: 'Survey' }, fields: [], answered });

const slice = () => useApplyStore.getState().questionnaire;

beforeEach(() => {
  clearSessionData();
  localStorage.clear();
});

describe('questionnaireLoaded', () => {
  it('makes an unanswered questionnaire pending, with its data and id', () => {
    expect(questionnaireLoaded(UNKNOWN_QUESTIONNAIRE, survey())).toEqual({ state: QUESTIONNAIRE_STATE.pending, data: survey(), order: [5] });
  });

  it('keeps a postponed one postponed and an answered one answered', () => {
    const postponed = { ...UNKNOWN_QUESTIONNAIRE, state: QUESTIONNAIRE_STATE.postponed };
    expect(questionnaireLoaded(postponed, survey()).state).toBe(QUESTIONNAIRE_STATE.postponed);
    const answered = { ...UNKNOWN_QUESTIONNAIRE, state: QUESTIONNAIRE_STATE.answered };
    expect(questionnaireLoaded(answered, survey())).toMatchObject({ state: QUESTIONNAIRE_STATE.answered, data: { answered: true } });
  });

  it('takes the server at its word when it says answered', () => {
    expect(questionnaireLoaded(UNKNOWN_QUESTIONNAIRE, survey(true)).state).toBe(QUESTIONNAIRE_STATE.answered);
  });

  it('has nothing to offer for a project without a questionnaire', () => {
    expect(questionnaireLoaded(UNKNOWN_QUESTIONNAIRE, null)).toEqual({ state: QUESTIONNAIRE_STATE.postponed, data: null, order: [] });
  });
});

describe('the questionnaire slice', () => {
  it('is postponed by "Later" and answered by the answer screen; an answered one is not postponed back', () => {
    applyLoginResult({ status: 200, data: loginData('A') });
    useApplyStore.getState().loadQuestionnaire(survey());
    useApplyStore.getState().postponeQuestionnaire();
    expect(slice().state).toBe(QUESTIONNAIRE_STATE.postponed);
    useApplyStore.getState().answerQuestionnaire();
    expect(slice()).toMatchObject({ state: QUESTIONNAIRE_STATE.answered, data: { answered: true }, order: [5] });
    useApplyStore.getState().postponeQuestionnaire();
    expect(slice().state).toBe(QUESTIONNAIRE_STATE.answered);
  });

  it('is cleared to unknown by a login, so home checks it and offers it if pending', () => {
    useSessionStore.getState().setShortName('scu');
    expect(slice()).toEqual(OFFERED_QUESTIONNAIRE);
    applyLoginResult({ status: 200, data: loginData('A') });
    expect(slice()).toEqual(UNKNOWN_QUESTIONNAIRE);
    useApplyStore.getState().loadQuestionnaire(survey());
    useApplyStore.getState().postponeQuestionnaire();
    applyLoginResult({ status: 200, data: loginData('B') });
    expect(slice()).toEqual(UNKNOWN_QUESTIONNAIRE);
  });

  it('is forgotten without an offer on logout, on expiry, and for another project\'s kept session', () => {
    useSessionStore.getState().setShortName('scu');
    applyLoginResult({ status: 200, data: loginData('A') });
    useApplyStore.getState().loadQuestionnaire(survey());
    clearSessionData();
    expect(slice()).toEqual(OFFERED_QUESTIONNAIRE);

    applyLoginResult({ status: 200, data: loginData('B') });
    useApplyStore.getState().loadQuestionnaire(survey());
    useSessionStore.getState().clearSession();
    expect(slice()).toEqual(OFFERED_QUESTIONNAIRE);

    applyLoginResult({ status: 200, data: loginData('C') });
    useSessionStore.getState().setShortName('data');
    useSessionStore.getState().setToken('D');
    expect(slice()).toEqual(UNKNOWN_QUESTIONNAIRE);
    useSessionStore.getState().setShortName('scu');
    expect(useSessionStore.getState().token).toBe('C');
    expect(slice()).toEqual(OFFERED_QUESTIONNAIRE);
  });

  it('is kept while the session stays the same', () => {
    applyLoginResult({ status: 200, data: loginData('A') });
    useApplyStore.getState().loadQuestionnaire(survey());
    useApplyStore.getState().postponeQuestionnaire();
    useSessionStore.getState().setUserInfo(null);
    useSessionStore.getState().setLanguage('tc');
    expect(slice().state).toBe(QUESTIONNAIRE_STATE.postponed);
  });

  it('is never written to browser storage', () => {
    applyLoginResult({ status: 200, data: loginData('A') });
    useApplyStore.getState().loadQuestionnaire(survey());
    const stored = [...Array(localStorage.length).keys()].map((index) => localStorage.getItem(localStorage.key(index) ?? '') ?? '').join('\n');
    expect(stored).not.toContain('Survey');
  });
});
