import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { AreaProvince, ContentItem, CountryEntry, ForeignSchool, ModuleConfig, Paged, QuestionnaireData } from '../../../../protocol/content';
import { weChatSignature } from '../../../../server/services/content/wechat';
import { useTestServer } from '../suiteServer';

describe('content: regions, misc, downloads, questionnaire, WeChat', () => {
  const server = useTestServer();

  it('lists China’s 34 provincial-level divisions and about 240 calling regions', async () => {
    const areas = (await server.get(PATHS.public.area)).body.data as AreaProvince[];
    expect(areas).toHaveLength(34);
    expect(areas.find((area) => area.code === '510000')?.cities[0]?.name).toEqual({ sc: '成都市', tc: '成都市', en: 'Chengdu' });
    const countries = (await server.get(PATHS.public.country)).body.data as CountryEntry[];
    expect(countries.length).toBeGreaterThanOrEqual(230);
    expect(countries.length).toBeLessThanOrEqual(250);
    expect(countries[0]).toEqual({ code: 'CN', classname: 'C', county: { sc: '中国大陆', tc: '中國大陸', en: 'Chinese Mainland' }, phoneCo: '+86' });
    expect(countries.find((country) => country.code === 'GB')).toMatchObject({ phoneCo: '+44', county: { en: 'United Kingdom' } });
  });

  it('answers the module configuration from the project’s page config', async () => {
    const scu = (await server.get(PATHS.misc.moduleConfig, { domain: 'scu' })).body.data as ModuleConfig;
    expect(scu.menu).toHaveLength(8);
    expect(scu.menu[6]).toMatchObject({ key: 'jointExamination', show: false, title: { en: 'Joint examination' } });
    expect(scu.features).toMatchObject({ activities: true, questionnaire: true, deregister: false, showReferee: true });
    const { headers } = await server.applicant('sc');
    const sc = (await server.get(PATHS.misc.moduleConfig, {}, headers)).body.data as ModuleConfig;
    expect(sc.menu[7]?.show).toBe(true);
    expect(sc.features.deregister).toBe(true);
  });

  it('lists and searches universities abroad case-insensitively, at most 20', async () => {
    const levels = (await server.get(PATHS.misc.foreignSchoolLevelList)).body.data as unknown[];
    expect(levels).toHaveLength(3);
    const tierOne = (await server.get(PATHS.misc.foreignSchoolList, { level: 1, page_size: 50 })).body.data as Paged<ForeignSchool>;
    expect(tierOne.list.every((school) => school.level === 1)).toBe(true);
    const found = (await server.get(PATHS.misc.searchSchoolName, { name: 'OXFORD' })).body.data as ForeignSchool[];
    expect(found.map((school) => school.name.en)).toEqual(['University of Oxford']);
    expect(((await server.get(PATHS.misc.searchSchoolName, { name: '剑桥' })).body.data as ForeignSchool[])[0]?.name.en).toBe('University of Cambridge');
    expect(((await server.get(PATHS.misc.searchSchoolName, { name: 'university' })).body.data as ForeignSchool[]).length).toBe(20);
    expect((await server.get(PATHS.misc.searchSchoolName)).body.message).toBe('name cannot be empty');
  });

  it('lists downloads, serves the files and records downloads', async () => {
    const list = (await server.get(PATHS.misc.reviewMaterialList, { domain: 'itf' })).body.data as Paged<ContentItem>;
    expect(list.total).toBe(2);
    const pdf = list.list.find((item) => item.file_name === 'application-guide.pdf')!;
    expect(pdf.size).toBeGreaterThan(500);
    const file = await server.app.inject({ method: 'GET', url: pdf.url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.body.startsWith('%PDF-')).toBe(true);
    expect((await server.app.inject({ method: 'GET', url: '/downloads/..%2Fpackage.json' })).statusCode).toBeGreaterThanOrEqual(400);
    expect((await server.app.inject({ method: 'GET', url: '/downloads/missing.pdf' })).statusCode).toBe(404);
    const { headers } = await server.applicant('itf');
    const record = await server.post(PATHS.misc.addMaterialDownloadInfo, { id: pdf.id }, headers);
    expect(record.body).toMatchObject({ status: 200, data: { id: pdf.id, downloads: 1 } });
    const { headers: scuUser } = await server.applicant('scu');
    expect((await server.post(PATHS.misc.addMaterialDownloadInfo, { id: pdf.id }, scuUser)).statusCode).toBe(404);
  });

  it('validates questionnaire answers with the form runtime, once per applicant', async () => {
    const { headers } = await server.applicant('qyj');
    const form = (await server.get(PATHS.misc.questionnaireFieldList, {}, headers)).body.data as QuestionnaireData;
    expect(form).toMatchObject({ title: 'Application experience survey', answered: false });
    expect(form.fields).toHaveLength(3);
    expect((await server.post(PATHS.misc.questionnaireAnswer, { value: '{}' })).statusCode).toBe(401);
    expect((await server.post(PATHS.misc.questionnaireAnswer, { value: '{oops' }, headers)).body.message).toBe('value is not valid');
    const bad = await server.post(PATHS.misc.questionnaireAnswer, { value: JSON.stringify({ source: '3', helpful: ['0', '1', '2'] }) }, headers);
    expect(bad.body.status).toBe(400);
    const errors = (bad.body.data as { errors: Array<{ field: string; keyword: string }> }).errors;
    expect(errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'source_other', keyword: 'required' }), expect.objectContaining({ field: 'helpful', keyword: 'maxItems' })]));
    const good = await server.post(PATHS.misc.questionnaireAnswer, { value: JSON.stringify({ source: '1', helpful: ['0'] }) }, headers);
    expect(good.body.status).toBe(200);
    const twice = await server.post(PATHS.misc.questionnaireAnswer, { value: JSON.stringify({ source: '1', helpful: ['0'] }) }, headers);
    expect(twice.body).toMatchObject({ status: 409, message: 'You have already answered this questionnaire' });
    expect(((await server.get(PATHS.misc.questionnaireFieldList, {}, headers)).body.data as QuestionnaireData).answered).toBe(true);

    const first = await server.app.ctx.db.selectFrom('questionnaire_answers').selectAll().where('questionnaire_id', '=', form.id).executeTakeFirstOrThrow();
    const copy = { questionnaire_id: first.questionnaire_id, user_id: first.user_id, value: first.value, created_at: first.created_at };
    await expect(server.app.ctx.db.insertInto('questionnaire_answers').values(copy).execute()).rejects.toThrow();
  });

  it('reports the browser, echoes channels and explains missing WeChat credentials', async () => {
    const ie = await server.get(PATHS.misc.browser, {}, { 'user-agent': 'Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Trident/4.0)' });
    expect(ie.body.data).toEqual({ name: 'IE', version: '8.0', supported: false });
    const chrome = await server.get(PATHS.misc.browser, {}, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36' });
    expect(chrome.body.data).toMatchObject({ name: 'Chrome', supported: true });
    expect((await server.post(PATHS.misc.channelAccess, { channel: 'wechat-article' })).body.data).toEqual({ channel: 'wechat-article' });
    expect((await server.post(PATHS.misc.channelAccess, { channel: '<script>' })).body.message).toBe('channel is not valid');
    const en = await server.post(PATHS.misc.weChatConfig, { url: 'https://apply.example.edu/scu/apply/' });
    expect(en.body).toMatchObject({ status: 400, message: 'WeChat sharing is not configured' });
    const sc = await server.post(PATHS.misc.weChatConfig, { url: 'https://apply.example.edu/scu/apply/' }, { lang: 'sc' });
    expect(sc.body.message).toBe('未配置微信分享');
    expect((await server.post(PATHS.misc.weChatConfig, { url: 'javascript:alert(1)' })).body.message).toBe('url is not valid');
  });

  it('signs WeChat JS-SDK parameters as WeChat documents', () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(weChatSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value#share')).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});
