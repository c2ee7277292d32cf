import { describe, expect, it } from 'vitest';
import { formatAppointment } from '../../../../src/pages/apply/windows';

// 2026-12-01 09:30 in Beijing.
const SECONDS = Date.parse('2026-12-01T09:30:00+08:00') / 1000;

describe('formatAppointment', () => {
  it('names the time zone of the time it shows, in each language', () => {
    const offsetHours = -new Date(SECONDS * 1000).getTimezoneOffset() / 60;
    const zone = /UTC|GMT|CST|[+-]\d/;
    for (const locale of ['sc', 'tc', 'en']) expect(formatAppointment(SECONDS, locale)).toMatch(zone);
    if (offsetHours === 0) {
      expect(formatAppointment(SECONDS, 'en')).toBe('1 Dec 2026, 01:30 UTC');
      expect(formatAppointment(SECONDS, 'sc')).toContain('2026年12月1日');
    }
  });
});
