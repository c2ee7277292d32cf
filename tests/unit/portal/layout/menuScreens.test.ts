import { describe, expect, it } from 'vitest';
import { MENU_KEYS, MENU_ROUTES, visibleMenu } from '../../../../src/app/layout/menuItems';
import { hasScreen } from '../../../../src/app/routes/available';

const everyItemOn = MENU_KEYS.map((_, index) => ({ index, show: true }));

describe('header menu items lead to screens of this portal only', () => {
  it('hides an item whose route has no screen, keeping the rest in order', () => {
    const available = (to: string) => to !== MENU_ROUTES.progress && to !== MENU_ROUTES.accountManagement;
    const keys = visibleMenu({ configured: everyItemOn, applicationState: 0, locale: 'en', available }).map((entry) => entry.key);
    expect(keys).toEqual(['home', 'applicationInfo', 'reExam', 'eventAppointment', 'enrollmentTrends', 'jointExamination']);
  });

  it('checks the route the item actually leads to (preview once submitted)', () => {
    const available = (to: string) => to !== '/preview';
    const keys = visibleMenu({ configured: null, applicationState: 2, locale: 'en', available }).map((entry) => entry.key);
    expect(keys).not.toContain('preview');
    expect(keys).not.toContain('applicationInfo');
  });

  it('by default asks the route table: re-exam leads to /retest, event appointment to the activities', () => {
    const entries = visibleMenu({ configured: everyItemOn, applicationState: 0, locale: 'sc' });
    const keys = entries.map((entry) => entry.key);
    expect(keys).toEqual(expect.arrayContaining(['home', 'progress', 'applicationInfo', 'reExam', 'eventAppointment', 'jointExamination', 'accountManagement']));
    expect(entries.find((entry) => entry.key === 'reExam')?.to).toBe('/retest');
    expect(entries.find((entry) => entry.key === 'eventAppointment')?.to).toBe('/activity');
    for (const entry of entries) expect(hasScreen(entry.to), entry.to).toBe(true);
  });
});
