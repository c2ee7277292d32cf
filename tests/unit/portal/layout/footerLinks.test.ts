import { describe, expect, it } from 'vitest';
import { FOOTER_LINK_ROUTES, footerLinks } from '../../../../src/app/layout/footerContact';
import { hasScreen } from '../../../../src/app/routes/available';

const ALL = ['help', 'feedback', 'statement', 'applicationGuide', 'guide'] as const;

describe('footer links lead to screens of this portal only', () => {
  it('drops a link whose route has no screen, keeping the order', () => {
    expect(footerLinks(ALL, (to) => to !== FOOTER_LINK_ROUTES.feedback)).toEqual(['help', 'statement', 'applicationGuide', 'guide']);
  });

  it('by default asks the route table, and every footer route has a screen today', () => {
    for (const key of ALL) expect(hasScreen(FOOTER_LINK_ROUTES[key]), key).toBe(true);
    expect(footerLinks(ALL)).toEqual([...ALL]);
  });
});
