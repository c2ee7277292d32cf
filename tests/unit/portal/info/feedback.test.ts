import { describe, expect, it } from 'vitest';
import { FEEDBACK_MAX, checkFeedback, feedbackLength, formatTime } from '../../../../src/pages/info/feedback';

describe('feedback rules', () => {
  it('counts characters as the server does (an emoji or a Chinese character is one)', () => {
    expect(feedbackLength('意见😀ok')).toBe(5);
  });

  it('refuses empty or blank content and content over 2000 characters after trimming', () => {
    expect(FEEDBACK_MAX).toBe(2000);
    expect(checkFeedback('')).toBe('empty');
    expect(checkFeedback('  \n ')).toBe('empty');
    expect(checkFeedback(`  ${'字'.repeat(2000)}  `)).toBeNull();
    expect(checkFeedback('字'.repeat(2001))).toBe('tooLong');
  });

  it('formats a time in the portal language', () => {
    const at = Date.UTC(2026, 4, 1, 6, 3);
    expect(formatTime(at, 'en')).toMatch(/2026/);
    expect(formatTime(at, 'zh-Hans')).toMatch(/2026年/);
  });
});
