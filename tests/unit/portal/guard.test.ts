import { describe, expect, it } from 'vitest';
import { decideAccess, isSignedIn, type GuardState } from '../../../src/app/routes/guard';
import { EXEMPT_ROUTES, chromeFor } from '../../../src/app/routes/names';
import { ROUTES } from '../../../src/app/routes/table';

const anonymous: GuardState = { shortName: 'scu', userInfo: null, freeState: false };
const signedIn: GuardState = { shortName: 'scu', userInfo: { uid: 'U1' }, freeState: false };

describe('sign-in guard', () => {
  it('lets anonymous users reach exempt routes only', () => {
    for (const name of EXEMPT_ROUTES) expect(decideAccess(name, anonymous, '/x')).toEqual({ kind: 'allow' });
    expect(decideAccess('index', anonymous, '/')).toEqual({ kind: 'redirect', to: '/login?redirect=%2F' });
    expect(decideAccess('applyform-basic', anonymous, '/applyform/basic?id=3')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fapplyform%2Fbasic%3Fid%3D3' });
  });

  it('needs shortName, user info and uid', () => {
    expect(isSignedIn(signedIn)).toBe(true);
    expect(isSignedIn({ ...signedIn, shortName: '' })).toBe(false);
    expect(isSignedIn({ ...signedIn, userInfo: { uid: '' } })).toBe(false);
    expect(decideAccess('message', signedIn, '/message')).toEqual({ kind: 'allow' });
    expect(decideAccess('message', { ...signedIn, userInfo: { uid: '' } }, '/message').kind).toBe('redirect');
  });

  it('lets anonymous visitors read notices and news, not the information hub', () => {
    for (const [name, path] of [['notice', '/notice'], ['noticeDetail', '/noticeDetail/3'], ['station_news', '/station_news?id=4']] as const) {
      expect(decideAccess(name, anonymous, path)).toEqual({ kind: 'allow' });
    }
    expect(decideAccess('article-news', anonymous, '/article/news')).toEqual({ kind: 'redirect', to: '/login?redirect=%2Farticle%2Fnews' });
    expect(decideAccess('article', anonymous, '/article').kind).toBe('redirect');
  });

  it('lets the free project through once freeState is set', () => {
    expect(decideAccess('applyform', { ...anonymous, freeState: true }, '/applyform')).toEqual({ kind: 'allow' });
  });

  it('sends a route without a name to /help/404', () => {
    expect(decideAccess(undefined, signedIn, '/nowhere')).toEqual({ kind: 'redirect', to: '/help/404' });
    expect(decideAccess('', signedIn, '/nowhere')).toEqual({ kind: 'redirect', to: '/help/404' });
  });
});

describe('route table', () => {
  it('has unique names and paths and names every exempt route', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
    for (const name of EXEMPT_ROUTES) expect(names).toContain(name);
  });

  it('has real login, not-found and error pages, and names the product area of every route', () => {
    for (const name of ['login', 'help-404', 'help-505']) expect(ROUTES.find((route) => route.name === name)?.page).toBeDefined();
    for (const route of ROUTES) expect(['account', 'help', 'application', 'letters', 'results', 'content', 'activities']).toContain(route.owner);
    const ownerOf = (name: string) => ROUTES.find((route) => route.name === name)?.owner;
    expect([ownerOf('login'), ownerOf('feedback'), ownerOf('applyform'), ownerOf('reference'), ownerOf('retest'), ownerOf('noticeDetail'), ownerOf('questionnaire')]).toEqual([
      'account',
      'help',
      'application',
      'letters',
      'results',
      'content',
      'activities',
    ]);
  });

  it('validates the notice id', () => {
    const notice = ROUTES.find((route) => route.name === 'noticeDetail');
    expect(notice?.validate?.({ id: '12' })).toBe(true);
    expect(notice?.validate?.({})).toBe(true);
    expect(notice?.validate?.({ id: 'abc' })).toBe(false);
  });
});

describe('chrome rules', () => {
  it('hides header and footer on reference and letter screens', () => {
    for (const name of ['reference', 'reference-edit', 'reference-itf', 'reference-schwarzman', 'letter', 'letter-edit', 'letter-admissionLetter']) {
      expect(chromeFor(name)).toEqual({ header: false, footer: false, userInfo: false });
    }
  });

  it('hides header user info on guide, email, password and register', () => {
    for (const name of ['guide', 'email', 'password', 'register']) expect(chromeFor(name)).toEqual({ header: true, footer: true, userInfo: false });
    expect(chromeFor('index')).toEqual({ header: true, footer: true, userInfo: true });
    expect(chromeFor('referees').header).toBe(true);
  });
});
