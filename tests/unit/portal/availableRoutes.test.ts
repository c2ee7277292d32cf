import { describe, expect, it } from 'vitest';
import { hasScreen } from '../../../src/app/routes/available';

describe('hasScreen', () => {
  it('is true for routes with a page, with or without a query', () => {
    expect(hasScreen('/progress')).toBe(true);
    expect(hasScreen('/edit_pass?tab=1')).toBe(true);
    expect(hasScreen('/supplementary-form')).toBe(true);
    expect(hasScreen('/')).toBe(true);
  });

  it('is false for an unknown path and for a route whose service the portal does not offer', () => {
    expect(hasScreen('/nowhere')).toBe(false);
    expect(hasScreen('/questionnaire')).toBe(false);
  });
});
