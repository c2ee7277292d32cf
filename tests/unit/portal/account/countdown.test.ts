import { describe, expect, it } from 'vitest';
import { CODE_WAIT_SECONDS, retryAfterOf, secondsLeft } from '../../../../src/pages/account/countdown';

describe('verification-code countdown', () => {
  it('waits 60 s after a send', () => {
    expect(CODE_WAIT_SECONDS).toBe(60);
  });

  it('counts whole seconds, rounded up, never below zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 500)).toBe(60);
    expect(secondsLeft(60_000, 1_000)).toBe(59);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 90_000)).toBe(0);
  });

  it("takes a 429 answer's retry_after, else the default wait", () => {
    expect(retryAfterOf({ retry_after: 42 })).toBe(42);
    expect(retryAfterOf({ retry_after: 2.2 })).toBe(3);
    expect(retryAfterOf({ retry_after: 'soon' })).toBe(60);
    expect(retryAfterOf(null)).toBe(60);
    expect(retryAfterOf({ retry_after: -1 }, 30)).toBe(30);
  });
});
