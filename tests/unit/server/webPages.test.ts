import { describe, expect, it } from 'vitest';
import { projectsWithLetters } from '../../../server/web/letterProjects';
import { useTestServer } from './suiteServer';

const htmlLangOf = (body: string) => /<html lang="([^"]+)"/.exec(body)?.[1];

describe('the project list and the outbox pages', () => {
  const server = useTestServer({ env: { DIST_DIR: '/tmp/portal-web-language-test-dist' } });

  const get = (url: string, language?: string) =>
    server.app.inject({ method: 'GET', url, headers: language === undefined ? {} : { 'accept-language': language } });

  it.each([
    [undefined, undefined, 'zh-Hans'],
    ['en', 'zh-CN,zh;q=0.9', 'en'],
    [undefined, 'en;q=0.2, zh-TW;q=0.9', 'zh-Hant'],
    [undefined, 'fr-FR, en;q=0.8', 'en'],
    [undefined, 'zh-HK', 'zh-Hant'],
    [undefined, 'de-DE, fr;q=0.5', 'zh-Hans'],
  ])('both follow ?lang=%s, then Accept-Language "%s", then sc: %s', async (lang, language, expected) => {
    const query = lang ? `?lang=${lang}` : '';
    for (const path of ['/', '/dev/outbox']) {
      const page = await get(`${path}${query}`, language);
      expect(page.statusCode).toBe(200);
      expect(htmlLangOf(page.body), path).toBe(expected);
      expect(page.headers.vary, path).toContain('Accept-Language');
    }
  });

  it('lists a referee login only for projects that ask for letters', async () => {
    const projects = await server.app.ctx.db.selectFrom('projects').select(['id', 'domain']).execute();
    const withLetters = await projectsWithLetters(server.app.ctx.db);
    const qyj = projects.find((project) => project.domain === 'qyj');
    expect(qyj).toBeDefined();
    expect(withLetters.has(qyj?.id ?? -1)).toBe(false);
    expect(withLetters.size).toBeGreaterThan(0);
    const body = (await get('/?lang=en')).body;
    for (const project of projects) {
      expect(body.includes(`/${project.domain}/apply/#/ref_login`), project.domain).toBe(withLetters.has(project.id));
    }
  });
});
