import { describe, expect, it } from 'vitest';
import { canDeregister, isActive, MENU_ROUTES, visibleMenu } from '../../../../src/app/layout/menuItems';

/** Every route counts as a screen here: these tests are about the configuration rules, not the route table. */
const available = () => true;
const all = (show: (index: number) => boolean) => [0, 1, 2, 3, 4, 5, 6, 7].map((index) => ({ index, show: show(index), title: { sc: `项${index}`, tc: `項${index}`, en: `Item ${index}` } }));

describe('header menu items 0–7', () => {
  it('hides 6 and 7 unless configured on, and shows 0–5 unless configured off', () => {
    expect(visibleMenu({ configured: null, applicationState: 0, locale: 'sc', available }).map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(visibleMenu({ configured: [{ index: 3, show: false }], applicationState: 0, locale: 'sc', available }).map((entry) => entry.index)).toEqual([0, 1, 2, 4, 5]);
    expect(visibleMenu({ configured: all(() => true), applicationState: 0, locale: 'sc', available }).map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(visibleMenu({ configured: [{ index: 7, show: true }], applicationState: 0, locale: 'sc', available }).map((entry) => entry.index)).toEqual([0, 1, 2, 3, 4, 5, 7]);
  });

  it('uses the server title in the language', () => {
    const [first] = visibleMenu({ configured: all(() => true), applicationState: 0, locale: 'en', available });
    expect(first).toEqual({ index: 0, key: 'home', to: '/', title: 'Item 0' });
    expect(visibleMenu({ configured: all(() => true), applicationState: 0, locale: 'tc', available })[1]?.title).toBe('項1');
  });

  it('turns application info into preview once the application is submitted (application_state 2)', () => {
    const before = visibleMenu({ configured: all(() => true), applicationState: 0, locale: 'sc', available })[2];
    const after = visibleMenu({ configured: all(() => true), applicationState: 2, locale: 'sc', available })[2];
    expect(before).toMatchObject({ key: 'applicationInfo', to: MENU_ROUTES.applicationInfo, title: '项2' });
    expect(after).toMatchObject({ key: 'preview', to: '/preview', title: '' });
  });

  it('marks the current route active (home only on itself)', () => {
    const [home, progress] = visibleMenu({ configured: null, applicationState: 0, locale: 'sc', available });
    expect(home && isActive(home, '/')).toBe(true);
    expect(home && isActive(home, '/progress')).toBe(false);
    expect(progress && isActive(progress, '/progress')).toBe(true);
    expect(progress && isActive(progress, '/progressive')).toBe(false);
  });

  it('offers deregistration to user type ssm only', () => {
    expect(canDeregister('ssm')).toBe(true);
    for (const type of ['bs', 'bicmr', 'bcy', 'itf', 'xjtu', 'qyj', '', undefined]) expect(canDeregister(type)).toBe(false);
  });
});
