import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../../src/api';
import { backoffDelay, isRetryable } from '../../../../src/pages/apply/backoff';
import { staleVersionOf } from '../../../../src/pages/apply/staleVersion';

const failure = (status: number, data: unknown = null) => new ApiFailure({ status, message: 'm', data });

describe('backoff', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((attempt) => backoffDelay(attempt))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(backoffDelay(0)).toBe(1000);
    expect(backoffDelay(500)).toBe(30000);
  });

  it('retries network failures and server errors, not client errors', () => {
    expect(isRetryable(new Error('Network Error'))).toBe(true);
    expect(isRetryable(failure(500))).toBe(true);
    expect(isRetryable(failure(502))).toBe(true);
    expect(isRetryable(failure(429))).toBe(true);
    expect(isRetryable(failure(400))).toBe(false);
    expect(isRetryable(failure(409))).toBe(false);
    expect(isRetryable(failure(401))).toBe(false);
  });
});

describe('stale version', () => {
  it('reads the current version of a 409 answer', () => {
    expect(staleVersionOf(failure(409, { version: 7 }))).toBe(7);
    expect(staleVersionOf(failure(409, null))).toBe(0);
    expect(staleVersionOf(failure(400, { version: 7 }))).toBeNull();
    expect(staleVersionOf(new Error('x'))).toBeNull();
  });
});
