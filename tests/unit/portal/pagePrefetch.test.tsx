// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RouteEntry } from '../../../src/app/routes/table';
import { removeConfigBlock, SCU_CONFIG, writeConfigBlock } from './pageConfig';

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
  writeConfigBlock(SCU_CONFIG);
});
afterEach(removeConfigBlock);

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
