export { useSessionStore, SESSION_STORAGE_KEY, type SessionState } from './session';
export { useProjectStore, type ProjectState } from './project';
export { useApplyStore, scopedOf, EMPTY_SCOPED, type ApplyState, type ProjectScoped } from './apply';
export { applyLoginResult, clearSessionData, toSessionUser } from './actions';
export { LOCALES, isLocale, type Locale, type SessionUser, type BaseParams } from './types';
