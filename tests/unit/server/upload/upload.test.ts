import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { scuModuleIds } from '../apply/helpers';
import { useTestServer } from '../suiteServer';
import { exe, insertApplication, keptFiles, moduleId, pdf, png, postMultipart, upload, zip } from './helpers';

describe('upload: field files', () => {
  const server = useTestServer();
  let menu: number;
  let statement: number;
  beforeAll(async () => {
    [menu, statement] = await scuModuleIds(server, 'all-field-types', 'xjtu-personal-statement');
  });

  const storedCount = async () => (await server.app.ctx.db.selectFrom('files').select('id').execute()).length;

  it('accepts a real PNG and a real PDF and answers the file description', async () => {
    const { headers } = await server.applicant('scu');
    const image = await upload(server, headers, menu, '1801', '证件照.png', png());
    expect(image.statusCode).toBe(200);
    expect(image.body.data).toMatchObject({ name: '证件照.png', size: png().length });
    const uid = String(image.body.data?.uid);
    expect(image.body.data).toMatchObject({ url: `/v1/public/file/${uid}`, fileUrl: `/v1/public/file/${uid}?inline=1`, iconUrl: `/v1/public/file/${uid}?inline=1` });

    const document = await upload(server, headers, statement, '40103', 'cv.pdf', pdf());
    expect(document.statusCode).toBe(200);
    expect(document.body.data).toMatchObject({ name: 'cv.pdf', iconUrl: null });
    const row = await server.app.ctx.db.selectFrom('files').selectAll().where('uid', '=', String(document.body.data?.uid)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'application/pdf', field: 'cv', module_id: statement, original_name: 'cv.pdf' });
    expect(row.stored_name).not.toContain('cv');
    expect(await keptFiles(server)).toContain(row.stored_name);
  });

  it('accepts a zip where the field allows it and the type is checked by content', async () => {
    const { headers } = await server.applicant('scu');
    expect((await upload(server, headers, menu, '1803', 'awards.zip', zip())).statusCode).toBe(200);
    const { headers: other } = await server.applicant('scu');
    const fake = await upload(server, other, menu, '1803', 'awards.zip', pdf());
    expect(fake.body).toMatchObject({ status: 400, message: 'Please upload a document in doc or docx or pdf or zip format.' });
  });

  it('takes a video for a video field by its content', async () => {
    const { headers } = await server.applicant('scu');
    const mp4 = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('isom'), Buffer.from('00000200', 'hex'), Buffer.from('isomiso2'), Buffer.alloc(64)]);
    const ok = await upload(server, headers, menu, '2101', 'intro.mp4', mp4);
    expect(ok.body.data).toMatchObject({ name: 'intro.mp4', iconUrl: null });
    expect(String(ok.body.data?.fileUrl)).toMatch(/\?inline=1$/);
    const { headers: other } = await server.applicant('scu');
    expect((await upload(server, other, menu, '2101', 'intro.mp4', pdf())).body.message).toBe('Please upload a document in mp4 format.');
  });

  it('refuses an .exe renamed to .pdf, x.jpg.php and a PNG named .pdf, leaving nothing stored', async () => {
    const { headers } = await server.applicant('scu');
    const before = await keptFiles(server);
    const rows = await storedCount();
    const renamed = await upload(server, headers, statement, '40103', 'cv.pdf', exe());
    expect(renamed.statusCode).toBe(400);
    expect(renamed.body.message).toBe('Please upload a document in pdf format.');
    const php = await upload(server, headers, menu, '1801', 'x.jpg.php', png());
    expect(php.body).toMatchObject({ status: 400, message: 'Please upload a document in jpg or jpeg or png format.' });
    const pngAsPdf = await upload(server, headers, statement, '40103', 'cv.pdf', png());
    expect(pngAsPdf.body.status).toBe(400);
    const sc = await upload(server, { ...headers, lang: 'sc' }, statement, '40103', 'cv.pdf', exe());
    expect(sc.body.message).toBe('请上传pdf格式的文件');
    expect(await keptFiles(server)).toEqual(before);
    expect(await storedCount()).toBe(rows);
  });

  it('refuses a file over the field size with the spec message, whether fields come before or after the file', async () => {
    const { headers } = await server.applicant('scu');
    const before = await keptFiles(server);
    const big = png(1024 * 1024 + 10);
    const early = await upload(server, headers, menu, '1801', 'big.png', big);
    expect(early.body).toMatchObject({ status: 400, message: 'Please upload a document less than 1MB' });
    const late = await postMultipart(server, PATHS.public.upload, [
      { name: 'file', filename: 'big.png', data: big },
      { name: 'menu_id', value: String(menu) },
      { name: 'id', value: '1801' },
    ], headers);
    expect(late.body).toMatchObject({ status: 400, message: 'Please upload a document less than 1MB' });
    expect((await upload(server, headers, menu, '1801', 'exact.png', png(1024 * 1024))).statusCode).toBe(200);
    expect(await keptFiles(server)).toHaveLength(before.length + 1);
  });

  it('limits the number of files per field (upload_sample, default 1)', async () => {
    const { headers } = await server.applicant('scu');
    for (let n = 0; n < 3; n += 1) expect((await upload(server, headers, menu, '1802', `t${n}.pdf`, pdf())).statusCode).toBe(200);
    const fourth = await upload(server, headers, menu, '1802', 't4.pdf', pdf());
    expect(fourth.body).toMatchObject({ status: 400, message: 'The number of files is limited' });
    expect((await upload(server, headers, menu, '1803', 'a.pdf', pdf())).statusCode).toBe(200);
    expect((await upload(server, headers, menu, '1803', 'b.pdf', pdf())).body.message).toBe('The number of files is limited');
  });

  it('frees a count slot once the module was saved without the file', async () => {
    const { userId, headers } = await server.applicant('scu');
    const first = await upload(server, headers, menu, '1801', 'a.png', png());
    expect((await upload(server, headers, menu, '1801', 'b.png', png())).body.status).toBe(400);
    const applicationId = await insertApplication(server, userId, 'scu');
    server.clock.advance(1000);
    await server.app.ctx.db.insertInto('module_values').values({ application_id: applicationId, module_id: menu, value: JSON.stringify({ id_photo: [] }), state: 1, version: 1, updated_at: server.clock.now() }).execute();
    server.clock.advance(1000);
    expect((await upload(server, headers, menu, '1801', 'b.png', png())).statusCode).toBe(200);
    await server.app.ctx.db.updateTable('module_values').set({ value: JSON.stringify({ id_photo: [{ uid: first.body.data?.uid }] }), updated_at: server.clock.now() }).execute();
    server.clock.advance(1000);
    expect((await upload(server, headers, menu, '1801', 'c.png', png())).body.message).toBe('The number of files is limited');
  });

  it('needs a session, a known upload field of the own project and a file', async () => {
    const { headers } = await server.applicant('scu');
    const anonymous = await upload(server, {}, menu, '1801', 'a.png', png());
    expect(anonymous.statusCode).toBe(401);
    const expired = await upload(server, { token: 'not-a-real-token' }, menu, '1801', 'a.png', png());
    expect(expired.statusCode).toBe(401);
    expect((await upload(server, headers, menu, '999999', 'a.png', png())).body).toMatchObject({ status: 400, message: 'This upload item does not exist' });
    expect((await upload(server, headers, menu, '1101', 'a.png', png())).body.status).toBe(400);
    const otherProject = await moduleId(server, 'xjtu', 'xjtu-personal-statement');
    expect((await upload(server, headers, otherProject, '40103', 'cv.pdf', pdf())).body.status).toBe(400);
    const letter = await moduleId(server, 'scu', 'sc-recommendation-letter');
    expect((await upload(server, headers, letter, '30209', 'l.pdf', pdf())).body.status).toBe(400);
    expect((await upload(server, headers, null, '1801', 'a.png', png())).body).toMatchObject({ status: 400, message: 'menu_id cannot be empty' });
    expect((await upload(server, headers, menu, '1801', 'a.png', Buffer.alloc(0))).body.status).toBe(400);
    const noFile = await postMultipart(server, PATHS.public.upload, [{ name: 'menu_id', value: String(menu) }, { name: 'id', value: '1801' }], headers);
    expect(noFile.body).toMatchObject({ status: 400, message: 'Please choose a file to upload' });
    const form = await server.post(PATHS.public.upload, { menu_id: menu, id: '1801' }, headers);
    expect(form.statusCode).toBe(400);
    const badMenu = await upload(server, headers, menu, '1801', 'a.png', png());
    expect(badMenu.statusCode).toBe(200);
  });

  it('refuses uploads after the application was submitted', async () => {
    const { userId, headers } = await server.applicant('scu');
    await insertApplication(server, userId, 'scu', 'submitted');
    const reply = await upload(server, headers, menu, '1801', 'a.png', png());
    expect(reply.body).toMatchObject({ status: 403, message: 'You have submitted, can no longer modify' });
  });

  it('leaves no temporary files behind', async () => {
    expect((await keptFiles(server)).filter((name) => name.startsWith('tmp'))).toEqual([]);
  });
});
