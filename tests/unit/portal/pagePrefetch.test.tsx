// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthModeData } from '../../../protocol/account';
import { BOOT_CONFIG_ELEMENT_ID, scriptSafeJson } from '../../../protocol/bootConfig';
import type { RouteEntry } from '../../../src/app/routes/table';

const CONFIG = {
  deadline: 1800518400, org_id: 1001, project_id: 7, domain: 'scu', lang: ['sc'], ico_url: '', title: { sc: '四川大学' },
  seo_title: { sc: '四川大学' }, color: '#4dbca6', color_rgba: 'rgba(77, 188, 166, 0.1)', layout: { name: 'theme-1' },
  background: null, header_image: null, user_type: 'ssm', free: 0, page_config: {}, contact: {},
} satisfies AuthModeData;

const page = () => vi.fn(() => Promise.resolve({ default: () => null }));

/** A fresh portal (its boot runs once per page) with a guarded home and the login screen, opened at home. */
async function openHome(token: string) {
  vi.resetModules();
  const { useSessionStore } = await import('../../../src/store');
  const { setApiBase } = await import('../../../src/api');
  const { buildRoutes } = await import('../../../src/app/routes/build');
  setApiBase('http://127.0.0.1:9');
  useSessionStore.getState().setShortName('scu');
  useSessionStore.getState().setToken(token);
  const home = page();
  const login = page();
  const entries: RouteEntry[] = [
    { path: '/', name: 'home', layout: 'default', owner: 'account', page: home },
    { path: '/login', name: 'login', layout: 'default', owner: 'account', page: login },
  ];
  const router = createMemoryRouter(buildRoutes(entries), { initialEntries: ['/'] });
  return { router, home, login };
}

beforeEach(() => {
  window.history.replaceState(null, '', '/scu/apply/');
  localStorage.clear();
  document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="${BOOT_CONFIG_ELEMENT_ID}">${scriptSafeJson(CONFIG)}</script>`);
});
afterEach(() => document.getElementById(BOOT_CONFIG_ELEMENT_ID)?.remove());

describe('loading a guarded page beside the boot', () => {
  it('sends a visitor without a session to log in without downloading the guarded page', async () => {
    const { router, home, login } = await openHome('');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    await vi.waitFor(() => expect(login).toHaveBeenCalled());
    expect(home).not.toHaveBeenCalled();
    router.dispose();
  });

  it('starts the page of a visitor with a stored session at once, before the session is confirmed', async () => {
    const { router, home } = await openHome('stored-token');
    expect(home).toHaveBeenCalledTimes(1);
    router.dispose();
  });
});
