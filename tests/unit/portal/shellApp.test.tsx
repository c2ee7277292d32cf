// @vitest-environment jsdom
// One rendered app across the tests below (a journey), so the shared setup's per-test cleanup is not used.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoEmail } from '../../../server/seed/accounts';
import { http, setApiBase } from '../../../src/api';
import { App } from '../../../src/app/App';
import { createPortalRouter } from '../../../src/app/routes/build';
import { installSessionHooks } from '../../../src/app/session';
import { createPortalI18n } from '../../../src/i18n';
import { useSessionStore } from '../../../src/store';
import { startServerProcess, type ServerProcess } from './serverProcess';

let server: ServerProcess;
let router: ReturnType<typeof createPortalRouter>;

configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  server = await startServerProcess();
  setApiBase(server.base);
  // jsdom's XMLHttpRequest applies CORS to the test server's other port; Node's fetch does not.
  http.defaults.adapter = 'fetch';
  window.history.replaceState(null, '', '/scu/apply/#/');
  router = createPortalRouter();
  installSessionHooks(router);
  render(<App router={router} i18n={createPortalI18n()} />);
}, 90_000);
afterAll(async () => {
  cleanup();
  router.dispose();
  await server.stop();
});

describe('portal shell (scu, in the browser DOM, against the reference server)', () => {
  it('sends an anonymous visitor of home to log in, in sc, with the project title', async () => {
    expect(await screen.findByRole('heading', { name: '登录' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2F');
    expect(document.documentElement.lang).toBe('zh-Hans');
    expect(within(screen.getByRole('banner')).getByText('四川大学研究生招生')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('四川大学网上报名'));
    await waitFor(() => expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^在线申请四川大学研究生招生：/));
  });

  it('switches language through the dropdown and keeps it in the project cookie', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /语言/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('defautLangscu=en');
  });

  it('logs in with a password and returns to where the visitor was going', async () => {
    const user = userEvent.setup();
    const form = screen.getByRole('heading', { name: 'Log in' }).closest('section') as HTMLElement;
    await user.type(within(form).getByLabelText(/E-mail or mobile number/), demoEmail('scu'));
    await user.type(within(form).getByLabelText(/^Password/), DEMO_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Application home' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(useSessionStore.getState().userInfo?.email).toBe(demoEmail('scu'));
  });

  it('shows the not-found page for an unknown route', async () => {
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByText('This page could not be found.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/404');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '#/');
  });

  it('shows the footer contact details', async () => {
    expect(await screen.findByText(/yz@scu\.example\.edu/)).toBeInTheDocument();
  });

  it('asks "Are you sure you want to exit?" before logging out', async () => {
    const user = userEvent.setup();
    // The user menu is its own lazily loaded chunk: wait for it rather than expect it already drawn.
    await user.click(await screen.findByRole('button', { name: /Test|Demo|demo|applicant/i }, { timeout: 5_000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to exit?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(useSessionStore.getState().token).not.toBe('');
  });

  it('sends the user to log in again when the session expires, and back afterwards', async () => {
    await act(() => router.navigate('/message?page=2'));
    await screen.findByRole('heading', { name: 'Message centre' });
    useSessionStore.setState({ token: 'expired-token' });
    const { accountApi } = await import('../../../src/api');
    await expect(accountApi.countNewMessage()).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/message?page=2')}`);
    expect(useSessionStore.getState().userInfo).toBeNull();
  });
});
