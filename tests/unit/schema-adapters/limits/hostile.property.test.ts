import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runHostileCase } from '../../../../bench/fuzz/check';
import { hostileCase } from '../../../../bench/fuzz/hostile';

describe('hostile definition files on the command line', () => {
  it('end in exit 0, exit 1 with field errors, or exit 2 with a message naming the path; never a raw exception', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.constantFrom('sc', 'tc', 'en'), (seed, locale) => {
        const item = hostileCase(seed, 'small');
        const outcome = runHostileCase(item, locale);
        expect(outcome.fault, `seed ${seed} (${item.family})`).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });
});
