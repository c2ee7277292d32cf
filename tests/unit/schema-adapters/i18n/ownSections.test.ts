// own module graph
import { describe, expect, it } from 'vitest';

// The browser's form runtime leaves the API server's and the gallery's words out of its catalogues (they are large and
// never shown by a form); their owners add them. The second test adds them, within this file's module registry.
describe('catalogue sections outside the form runtime', () => {
  it('keep the runtime catalogues free of the server, web, gallery and portal sections', async () => {
    const catalogues = await import('../../../../schema-adapters/runtimeCatalogues');
    for (const catalogue of [catalogues.sc, catalogues.tc, catalogues.en]) {
      for (const section of ['server', 'web', 'gallery', 'portal']) expect(catalogue).not.toHaveProperty(section);
    }
  });

  it('are absent from the runtime until their owner adds them, then translated in every language', async () => {
    const { translate } = await import('../../../../schema-adapters/i18n');
    expect(translate('en', 'server.tooManyRequests', { seconds: 5 })).toBe('server.tooManyRequests');
    expect(translate('en', 'validation.required')).not.toBe('validation.required');

    await import('../../../../server/messages');
    expect(translate('en', 'server.tooManyRequests', { seconds: 5 })).toBe('Too many attempts, please try again in 5 seconds');
    for (const locale of ['sc', 'tc'] as const) {
      const text = translate(locale, 'server.tooManyRequests', { seconds: 5 });
      expect(text).toContain('5');
      expect(text).not.toBe(translate('en', 'server.tooManyRequests', { seconds: 5 }));
    }
    expect(translate('en', 'gallery.title')).toBe('gallery.title');
  });
});
