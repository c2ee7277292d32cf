import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { DEFAULT_HEADERS } from '../harness';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, moduleId } from '../apply/helpers';
import { multipart } from '../upload/helpers';

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Hostile bodies answer 400 with a translated message, never 500. */
describe('hostile bodies', () => {
  const server = useTestServer();

  it('refuses module values nested 10,000 deep with a translated 400 naming the field', async () => {
    const { headers } = await applicantWithBatch(server);
    const menuId = await moduleId(server, 'scu', 'scu-basic-info');
    for (const [lang, message] of [['en', 'value is nested too deeply to be saved'], ['sc', 'value的内容层级过深，无法保存']] as const) {
      const reply = await server.post(PATHS.apply.basic, { menu_id: menuId, value: nested(10_000), version: 0 }, { ...headers, lang });
      expect(reply.statusCode).toBe(400);
      expect(reply.body).toMatchObject({ status: 400, message, data: { field: 'value' } });
    }
    const usual = await server.post(PATHS.apply.basic, { menu_id: menuId, value: JSON.stringify({ name: '王晓明', phone: { code: '+86', number: '13800138000' } }), version: 0 }, headers);
    expect(usual.statusCode).toBe(200);
  });

  it('refuses a questionnaire answer nested 10,000 deep the same way', async () => {
    const { headers } = await applicantWithBatch(server);
    const reply = await server.post(PATHS.misc.questionnaireAnswer, { domain: 'scu', value: nested(10_000) }, headers);
    expect(reply.body).toMatchObject({ status: 400, message: 'value is nested too deeply to be saved' });
  });

  it('answers a truncated or garbage multipart upload with a translated 400', async () => {
    const { headers } = await applicantWithBatch(server);
    const whole = multipart([
      { name: 'menu_id', value: String(await moduleId(server, 'scu', 'xjtu-personal-statement')) },
      { name: 'id', value: '40103' },
      { name: 'file', filename: 'cv.pdf', data: Buffer.from('%PDF-1.4\n'.repeat(2000)) },
    ]);
    const boundary = 'multipart/form-data; boundary=----portal-test-boundary-7f3a1c';
    for (const payload of [whole.subarray(0, Math.floor(whole.length / 2)), Buffer.from('garbage without any boundary at all')]) {
      const reply = await server.app.inject({ method: 'POST', url: PATHS.public.upload, payload, headers: { ...DEFAULT_HEADERS, ...headers, lang: 'tc', 'content-type': boundary } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ status: 400, message: '上傳內容不完整或格式錯誤，請重新選擇檔案上傳' });
    }
  });
});

describe('download records', () => {
  const server = useTestServer();

  it('are kept for signed-in applicants only, and limited per address', async () => {
    const { headers } = await server.applicant('itf');
    const materials = await server.get(PATHS.misc.reviewMaterialList, { domain: 'itf' }, headers);
    const id = (materials.body.data as { list: Array<{ id: number }> }).list[0]?.id ?? 0;
    const anonymous = await server.post(PATHS.misc.addMaterialDownloadInfo, { domain: 'itf', id }, { 'x-forwarded-for': '10.63.0.1' });
    expect(anonymous.statusCode).toBe(401);
    const answers = [];
    for (let count = 0; count < 31; count += 1) answers.push((await server.post(PATHS.misc.addMaterialDownloadInfo, { id }, { ...headers, 'x-forwarded-for': '10.63.0.2' })).statusCode);
    expect(answers.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});
