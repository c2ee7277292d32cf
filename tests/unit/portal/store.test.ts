// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY, applyLoginResult, clearSessionData, scopedOf, useApplyStore, useProjectStore, useSessionStore } from '../../../src/store';
import { loginData } from './loginData';
import { SCU_CONFIG } from './pageConfig';

const login = loginData('T0KEN', { uid: 'U1' });

beforeEach(() => {
  clearSessionData();
  localStorage.clear();
});

describe('session store', () => {
  it('turns a status-200 login into user info without org_id and project_id', () => {
    applyLoginResult({ status: 200, data: login });
    const { userInfo, token } = useSessionStore.getState();
    expect(token).toBe('T0KEN');
    expect(userInfo).toMatchObject({ name: 'Li Lei', uid: 'U1', user_id: 7 });
    expect(userInfo).not.toHaveProperty('org_id');
    expect(userInfo).not.toHaveProperty('project_id');
    expect(userInfo).not.toHaveProperty('token');
  });

  it('clears the user on any other status', () => {
    applyLoginResult({ status: 200, data: login });
    applyLoginResult({ status: 400 });
    expect(useSessionStore.getState().userInfo).toBeNull();
  });

  it('persists only language, token (and referee session) per project, and the project domain', () => {
    const session = useSessionStore.getState();
    session.setShortName('scu');
    session.setLanguage('tc');
    applyLoginResult({ status: 200, data: login });
    session.setAdmin(true);
    const stored = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toEqual({ shortName: 'scu', projects: { scu: { language: 'tc', token: 'T0KEN', recommender: null } } });
  });

  it('keeps each project its own session and language when switching between projects', () => {
    const session = useSessionStore.getState();
    session.setShortName('data');
    session.setLanguage('en');
    session.setToken('DATA');
    session.setShortName('scu');
    expect(useSessionStore.getState()).toMatchObject({ shortName: 'scu', token: '', language: '' });
    session.setToken('SCU');
    session.setShortName('data');
    expect(useSessionStore.getState()).toMatchObject({ shortName: 'data', token: 'DATA', language: 'en' });
    session.setShortName('scu');
    expect(useSessionStore.getState()).toMatchObject({ shortName: 'scu', token: 'SCU', language: '' });
  });

  it('logout clears stored session data and the admin flag, keeping language and domain', () => {
    const session = useSessionStore.getState();
    session.setShortName('scu');
    session.setLanguage('en');
    applyLoginResult({ status: 200, data: login });
    session.setAdmin(true);
    useApplyStore.getState().patchProject(3, { freeState: true });
    clearSessionData();
    expect(useSessionStore.getState()).toMatchObject({ token: '', userInfo: null, isAdmin: false, language: 'en', shortName: 'scu' });
    expect(scopedOf(useApplyStore.getState(), 3).freeState).toBe(false);
  });
});

describe('per-project values', () => {
  it('are kept apart by project_id', () => {
    const apply = useApplyStore.getState();
    apply.patchProject(3, { batchId: 11, batch_state: 2 });
    apply.patchProject(4, { freeState: true });
    const state = useApplyStore.getState();
    expect(scopedOf(state, 3)).toMatchObject({ batchId: 11, batch_state: 2, freeState: false });
    expect(scopedOf(state, 4)).toMatchObject({ batchId: null, freeState: true });
    expect(scopedOf(state, null).batch_state).toBe(0);
  });
});

describe('project store', () => {
  it('derives base params, languages and theme from auth_mode', () => {
    useProjectStore.getState().applyProjectConfig(
      { ...SCU_CONFIG, deadline: 2_000, project_id: 3, lang: ['sc', 'en'], color: '#123456', layout: { name: 'theme-2' }, user_type: 'bs' },
      1_000_000,
    );
    const state = useProjectStore.getState();
    expect(state).toMatchObject({ baseParams: { org_id: 1001, project_id: 3 }, languageOptions: ['sc', 'en'], themeName: 'theme-2' });
    expect(state.themeConfig?.color).toBe('#123456');
  });
});
