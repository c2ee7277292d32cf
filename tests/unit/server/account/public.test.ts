import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { AuthModeData, CaptchaData, ProjectInfoData, ProjectSummary } from '../../../../protocol/account';
import { useTestServer } from '../suiteServer';
import { fromIp, GOOD_PASSWORD, solvedCaptcha } from './helpers';

describe('public project calls and the picture captcha', () => {
  const server = useTestServer();

  it('serves a captcha image with a key, stored hashed and expiring in 5 minutes', async () => {
    const reply = await server.get(PATHS.public.code);
    expect(reply.statusCode).toBe(200);
    const data = reply.body.data as CaptchaData;
    expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.image.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    const row = await server.app.ctx.db.selectFrom('captchas').selectAll().where('id', '=', data.key).executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.expires_at - server.clock.now()).toBe(5 * 60 * 1000);
  });

  it('uses up a captcha whether the answer is right or wrong; answers are case-insensitive', async () => {
    const register = (captcha: Record<string, string>, ip: string) =>
      server.post(PATHS.account.register, { domain: 'scu', email: `c${ip}@example.com`, name: 'Li Lei', password: GOOD_PASSWORD, confirm_password: GOOD_PASSWORD, ...captcha }, fromIp(ip));

    const missing = await register({}, '10.9.0.1');
    expect(missing.body).toMatchObject({ status: 400, message: 'The picture captcha is required' });

    const wrongFirst = await solvedCaptcha(server);
    const wrong = await register({ key: wrongFirst.key, captcha: 'zzzz' }, '10.9.0.2');
    expect(wrong.body).toMatchObject({ status: 400, message: 'The picture captcha is incorrect or has expired, please try a new one' });
    const rightAfterWrong = await register(wrongFirst, '10.9.0.3');
    expect(rightAfterWrong.body).toMatchObject({ status: 400, message: 'The picture captcha is incorrect or has expired, please try a new one' });

    const good = await solvedCaptcha(server);
    const first = await register({ key: good.key, captcha: good.captcha.toUpperCase() }, '10.9.0.4');
    expect(first.statusCode).toBe(200);
    const again = await register({ key: good.key, captcha: good.captcha }, '10.9.0.5');
    expect(again.body.message).toBe('The picture captcha is incorrect or has expired, please try a new one');

    const late = await solvedCaptcha(server);
    server.clock.advance(5 * 60 * 1000 + 1);
    const expired = await register(late, '10.9.0.6');
    expect(expired.body.message).toBe('The picture captcha is incorrect or has expired, please try a new one');
  });

  it('answers the project configuration by domain', async () => {
    const reply = await server.get(PATHS.public.authMode, { domain: 'sc' });
    expect(reply.statusCode).toBe(200);
    const data = reply.body.data as AuthModeData;
    expect(data).toMatchObject({ org_id: 1006, domain: 'sc', user_type: 'ssm', free: 0, layout: { name: 'schwarzman' }, color: '#8b1e2d' });
    expect(data.project_id).toBe(await server.projectId('sc'));
    expect(data.lang).toEqual(['en', 'sc', 'tc']);
    expect(data.title.en).toBe('Schwarzman Scholars');
    expect(data.seo_title.sc).toBe('苏世民学者申请');
    expect(data.color_rgba).toMatch(/^rgba\(/);
    expect(data.ico_url).toContain('sc');
    expect(Number.isInteger(data.deadline) && data.deadline > server.clock.now() / 1000).toBe(true);
    expect(data.page_config).toHaveProperty('menu');
    expect(data.contact).toHaveProperty('email');
    const free = await server.get(PATHS.public.authMode, { domain: 'qyj' });
    expect((free.body.data as AuthModeData).free).toBe(1);
  });

  it('refuses an unknown domain with "project does not exist", in the request language', async () => {
    const en = await server.get(PATHS.public.authMode, { domain: 'nowhere' });
    expect(en.statusCode).toBe(404);
    expect(en.body.message).toBe('The project does not exist');
    const sc = await server.get(PATHS.public.projectInfo, { domain: 'nowhere' }, { lang: 'sc' });
    expect(sc.body.status).toBe(404);
    expect(sc.body.message).not.toBe(en.body.message);
    const missing = await server.get(PATHS.public.authMode);
    expect(missing.body).toMatchObject({ status: 400, data: { field: 'domain' } });
  });

  it('answers titles by language and the project list', async () => {
    const info = await server.get(PATHS.public.projectInfo, { domain: 'scu' });
    const data = info.body.data as ProjectInfoData;
    expect(data.title).toEqual({ sc: '四川大学研究生招生', tc: '四川大學研究生招生', en: 'Sichuan University Graduate Admissions' });
    expect(data.seo_title.en).toBe('Sichuan University online application');
    const list = await server.get(PATHS.public.projects);
    const projects = list.body.data as ProjectSummary[];
    expect(projects.map((project) => project.domain)).toEqual(['scu', 'data', 'jcdc', 'itf', 'xjtu', 'sc', 'qyj']);
    expect(projects.find((project) => project.domain === 'qyj')).toMatchObject({ free: 1, user_type: 'qyj' });
    expect(projects[0]?.title.en).toBe('Sichuan University Graduate Admissions');
  });

  it('documents the account calls in the OpenAPI document', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/openapi.json' });
    const paths = Object.keys(reply.json().paths as Record<string, unknown>);
    for (const path of [PATHS.public.code, PATHS.public.authMode, PATHS.public.sendSms, PATHS.account.login, PATHS.account.register, PATHS.account.userInfo]) {
      expect(paths).toContain(path);
    }
  });

  it('is served under the /enroll prefix too', async () => {
    const reply = await server.get(`/enroll${PATHS.public.projectInfo}`, { domain: 'scu' });
    expect(reply.statusCode).toBe(200);
  });
});
