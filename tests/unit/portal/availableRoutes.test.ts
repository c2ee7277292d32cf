import { describe, expect, it } from 'vitest';
import { hasScreen } from '../../../src/app/routes/available';

describe('hasScreen', () => {
  it('is true for routes with a page, with or without a query', () => {
    expect(hasScreen('/progress')).toBe(true);
    expect(hasScreen('/edit_pass?tab=1')).toBe(true);
    expect(hasScreen('/supplementary-form')).toBe(true);
    expect(hasScreen('/')).toBe(true);
    expect(hasScreen('/questionnaire')).toBe(true);
  });

  it('is false for an unknown path', () => {
    expect(hasScreen('/nowhere')).toBe(false);
  });
});
