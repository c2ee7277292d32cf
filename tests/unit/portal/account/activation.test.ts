import { describe, expect, it, vi } from 'vitest';
import { activateOnce } from '../../../../src/pages/account/activation';
import { LOGIN_TABS, tabHref, tabOfPath } from '../../../../src/pages/account/loginTabs';

describe('login tabs', () => {
  it('maps every login route to its tab', () => {
    expect(['/login', '/login_pass', '/login_old'].map((path) => tabOfPath(path).key)).toEqual(['password', 'password', 'password']);
    expect(tabOfPath('/login_email').type).toBe('email_code');
    expect(tabOfPath('/login_code').type).toBe('sms_code');
    expect(tabOfPath('/login_fast').type).toBe('fast');
    expect(LOGIN_TABS.map((tab) => tab.key)).toEqual(['password', 'email', 'code', 'fast']);
    expect(tabHref(tabOfPath('/login_code'), '?redirect=%2Fprogress')).toBe('/login_code?redirect=%2Fprogress');
  });
});

describe('activateOnce', () => {
  it('spends a link once per page load, however often the screen mounts', async () => {
    const call = vi.fn(() => Promise.resolve('activated'));
    await expect(activateOnce('token-1', call)).resolves.toBe('activated');
    await expect(activateOnce('token-1', call)).resolves.toBe('activated');
    await expect(activateOnce('token-2', call)).resolves.toBe('activated');
    expect(call).toHaveBeenCalledTimes(2);
  });
});
