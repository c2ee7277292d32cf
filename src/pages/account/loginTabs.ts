import type { LoginType } from '../../../protocol/account';

/** A login tab: its route, the login type it sends, and its label key. */
export interface LoginTab {
  key: 'password' | 'email' | 'code' | 'fast';
  path: string;
  type: Extract<LoginType, 'password' | 'email_code' | 'sms_code' | 'fast'>;
  label: 'tabPassword' | 'tabEmail' | 'tabCode' | 'tabFast';
}

/** The four tabs in order; each is its own URL. */
export const LOGIN_TABS: readonly [LoginTab, ...LoginTab[]] = [
  { key: 'password', path: '/login', type: 'password', label: 'tabPassword' },
  { key: 'email', path: '/login_email', type: 'email_code', label: 'tabEmail' },
  { key: 'code', path: '/login_code', type: 'sms_code', label: 'tabCode' },
  { key: 'fast', path: '/login_fast', type: 'fast', label: 'tabFast' },
];

const BY_PATH: Record<string, LoginTab['key']> = {
  '/login': 'password',
  '/login_pass': 'password',
  '/login_old': 'password',
  '/login_email': 'email',
  '/login_code': 'code',
  '/login_fast': 'fast',
};

/** The tab a login route shows (`/login`, `/login_pass` and `/login_old` are the password tab). */
export function tabOfPath(pathname: string): LoginTab {
  const key = BY_PATH[pathname] ?? 'password';
  return LOGIN_TABS.find((tab) => tab.key === key) ?? LOGIN_TABS[0];
}

/** A tab's address, keeping the query (e.g. `redirect`, `lang`). */
export const tabHref = (tab: LoginTab, search: string): string => `${tab.path}${search}`;
