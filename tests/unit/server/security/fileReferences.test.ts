import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { FiledData, IncompleteData } from '../../../../protocol/apply';
import type { UploadedFile } from '../../../../protocol/upload';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, completeScu, fixtureValues, insertAutograph, moduleId, save, scuModuleIds } from '../apply/helpers';
import { insertApplication, pdf, png, postMultipart, referee, upload } from '../upload/helpers';

const NOT_OWN = 'Recent passport-style photo: this is not a file you uploaded for this item; please upload it again';
const PHOTO = '10117';
const TRANSCRIPTS = '40104';

/** File values (types 8, 11, 12) name the owner's own uploads for that field; the server describes them from its records. */
describe('file references', () => {
  const server = useTestServer();
  let basic: number;
  let statement: number;
  beforeAll(async () => {
    [basic, statement] = await scuModuleIds(server, 'scu-basic-info', 'xjtu-personal-statement');
  });

  /** Uploads a file and answers the record the portal keeps of it: name, url, uid and size. */
  const uploaded = async (headers: Record<string, string>, menuId: number | null, id: string, name: string, data: Buffer) => {
    const reply = await upload(server, headers, menuId, id, name, data);
    expect(reply.statusCode).toBe(200);
    const { url, uid, size } = reply.body.data as unknown as UploadedFile;
    return { name: (reply.body.data as unknown as UploadedFile).name, url, uid, size };
  };
  const withPhoto = (photo: unknown) => ({ ...fixtureValues('scu-basic-info'), photo });
  const filed = async (headers: Record<string, string>, menuId: number) => (await server.get(PATHS.apply.filed, { menu_id: menuId }, headers)).body.data as FiledData;

  it("refuses another applicant's real file and a uid that never existed, naming the field; nothing is stored", async () => {
    const alice = await applicantWithBatch(server);
    const mallory = await applicantWithBatch(server);
    const alicePhoto = await uploaded(alice.headers, basic, PHOTO, 'alice.png', png());
    const foreign = await save(server, mallory.headers, basic, withPhoto([alicePhoto]), 0);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toMatchObject({ message: NOT_OWN, data: { field: 'photo', errors: [{ field: 'photo', keyword: 'files' }] } });
    const unknown = await save(server, mallory.headers, basic, withPhoto([{ url: 'https://evil.example/x.jpg', uid: 'not-mine', name: 'x.jpg' }]), 0, 'sc');
    expect(unknown.body).toMatchObject({ status: 400, message: '本人近期免冠照片：所选文件不是您为此项上传的文件，请重新上传', data: { field: 'photo' } });
    const noUid = await save(server, mallory.headers, basic, withPhoto([{ url: 'https://evil.example/x.jpg', name: 'x.jpg' }]), 0);
    expect(noUid.body).toMatchObject({ status: 400, data: { field: 'photo' } });
    expect(await filed(mallory.headers, basic)).toMatchObject({ version: 0, values: {} });
  });

  it('stores name, addresses and size from its own record, never from the request', async () => {
    const user = await applicantWithBatch(server);
    const photo = await uploaded(user.headers, basic, PHOTO, 'photo.png', png(300));
    const forged = { uid: photo.uid, name: 'evil.jpg', url: 'https://evil.example/x.jpg', fileUrl: 'javascript:alert(1)', iconUrl: 'https://evil.example/i.png', size: 1 };
    const reply = await save(server, user.headers, basic, withPhoto([forged]), 0);
    expect(reply.body.data).toMatchObject({ state: 2, errors: [] });
    const url = `/v1/public/file/${photo.uid}`;
    expect((await filed(user.headers, basic)).values.photo).toEqual([{ uid: photo.uid, name: 'photo.png', url, size: png(300).length, fileUrl: `${url}?inline=1`, iconUrl: `${url}?inline=1` }]);
  });

  it('refuses a file that was deleted after an earlier save used it, and keeps the earlier save', async () => {
    const user = await applicantWithBatch(server);
    const photo = await uploaded(user.headers, basic, PHOTO, 'photo.png', png());
    expect((await save(server, user.headers, basic, withPhoto([photo]), 0)).body.data).toMatchObject({ state: 2, version: 1 });
    const kept = await filed(user.headers, basic);
    await server.app.ctx.db.deleteFrom('files').where('uid', '=', photo.uid).execute();
    const again = await save(server, user.headers, basic, { ...withPhoto([photo]), name_pinyin: 'Zhang San' }, 1);
    expect(again.body).toMatchObject({ status: 400, message: NOT_OWN, data: { field: 'photo' } });
    expect(await filed(user.headers, basic)).toEqual(kept);
  });

  it('accepts the portrait by its address (the portrait call answers no uid) and describes it from the store', async () => {
    const user = await applicantWithBatch(server);
    const portrait = await postMultipart(server, PATHS.apply.portrait, [{ name: 'file', filename: 'me.png', data: png() }], user.headers);
    const { url } = portrait.body.data as { url: string };
    const reply = await save(server, user.headers, basic, withPhoto([{ name: 'other.png', url, size: 5 }]), 0);
    expect(reply.body.data).toMatchObject({ state: 2 });
    expect((await filed(user.headers, basic)).values.photo).toEqual([expect.objectContaining({ name: 'me.png', url: expect.stringMatching(/^\/v1\/public\/file\/[\w-]+$/), size: png().length })]);
  });

  it('refuses a file uploaded for one field in another field or another module', async () => {
    const user = await applicantWithBatch(server);
    const transcript = await uploaded(user.headers, statement, TRANSCRIPTS, 'page.png', png());
    const cv = await uploaded(user.headers, statement, '40103', 'cv.pdf', pdf());
    const values = { ...fixtureValues('xjtu-personal-statement'), cv: [cv], transcript_images: [transcript], awards: [transcript] };
    expect((await save(server, user.headers, statement, values, 0)).body).toMatchObject({ status: 400, data: { field: 'awards' } });
    expect((await save(server, user.headers, basic, withPhoto([transcript]), 0)).body).toMatchObject({ status: 400, data: { field: 'photo' } });
    expect((await save(server, user.headers, statement, { ...values, awards: [] }, 0)).body.data).toMatchObject({ state: 2 });
  });

  it('takes a signature only as a drawing or the signer’s own autograph, stored at its canonical address', async () => {
    const user = await applicantWithBatch(server);
    const other = await applicantWithBatch(server);
    const every = await moduleId(server, 'scu', 'all-field-types');
    const autograph = await server.post(PATHS.apply.uploadAutograph, { autograph: `data:image/png;base64,${png().toString('base64')}`, menu_id: every }, user.headers);
    const { uid } = autograph.body.data as { uid: string };
    const sign = (value: string, headers = user.headers) => save(server, headers, every, { applicant_signature: value }, 0);
    for (const value of ['https://evil.example/sig.png', `/v1/public/file/${await insertAutograph(server, other.userId)}`, '/uploads/autograph/sig.png']) {
      expect((await sign(value)).body, value).toMatchObject({ status: 400, data: { field: 'applicant_signature' } });
    }
    expect((await sign(`/v1/public/file/${uid}`, other.headers)).body).toMatchObject({ status: 400 });
    expect((await sign(`https://portal.example/v1/public/file/${uid}?inline=1`)).statusCode).toBe(200);
    expect((await filed(user.headers, every)).values.applicant_signature).toBe(`/v1/public/file/${uid}`);
  });

  it('does not let a stored value with a made-up or foreign file satisfy a required upload on submit', async () => {
    const user = await applicantWithBatch(server);
    await completeScu(server, user.headers);
    const signature = await insertAutograph(server, user.userId);
    const stranger = await applicantWithBatch(server);
    const theirs = await uploaded(stranger.headers, statement, '40103', 'cv.pdf', pdf());
    const application = await server.app.ctx.db.selectFrom('applications').select('id').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    const own = (await filed(user.headers, statement)).values;
    for (const cv of [{ name: 'cv.pdf', url: '/uploads/2026/11/cv.pdf', uid: 'never-existed', size: 1000 }, theirs]) {
      // Values stored before file references were checked: state 2, valid by the schema alone.
      const value = JSON.stringify({ ...own, cv: [cv] });
      await server.app.ctx.db.updateTable('module_values').set({ value, state: 2 }).where('application_id', '=', application.id).where('module_id', '=', statement).execute();
      const reply = await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers);
      expect(reply.body).toMatchObject({ status: 400, message: 'Sending failed because fields are incomplete' });
      const modules = (reply.body.data as IncompleteData).modules;
      expect(modules.find((module) => module.menuid === statement)?.errors).toContainEqual(expect.objectContaining({ field: 'cv', keyword: 'files' }));
    }
  });

  it('saves and submits an application made of the applicant’s own uploads', async () => {
    const user = await applicantWithBatch(server);
    await completeScu(server, user.headers);
    const stored = await filed(user.headers, statement);
    const cv = (stored.values.cv as UploadedFile[])[0];
    const row = await server.app.ctx.db.selectFrom('files').select(['user_id', 'field', 'module_id']).where('uid', '=', cv?.uid ?? '').executeTakeFirstOrThrow();
    expect(row).toEqual({ user_id: user.userId, field: 'cv', module_id: statement });
    const signature = await insertAutograph(server, user.userId);
    expect((await server.post(PATHS.apply.submit, { acknowledge: 1, signature }, user.headers)).body).toMatchObject({ status: 200, data: { status: 'submitted' } });
  });

  it("holds a referee's letter to the referee's own uploads, on save and on submit", async () => {
    const owner = await server.applicant('scu');
    const applicationId = await insertApplication(server, owner.userId, 'scu');
    const ann = await referee(server, applicationId, 'ann@example.edu');
    const bo = await referee(server, applicationId, 'bo@example.edu');
    const annFile = await uploaded(ann.headers, null, '30209', 'letter.pdf', pdf());
    const boFile = await uploaded(bo.headers, null, '30209', 'letter.pdf', pdf());
    const applicantFile = await uploaded(owner.headers, statement, '40103', 'cv.pdf', pdf());
    const letter = (files: unknown[]) => JSON.stringify({ ...fixtureValues('sc-recommendation-letter'), letter_file: files });
    for (const files of [[boFile], [applicantFile], [{ name: 'l.pdf', url: '/x.pdf', uid: 'made-up-uid' }]]) {
      expect((await server.post(PATHS.recommender.save, { value: letter(files), version: 0 }, ann.headers)).body).toMatchObject({ status: 400, data: { field: 'letter_file' } });
    }
    const saved = await server.post(PATHS.recommender.save, { value: letter([{ uid: annFile.uid, name: 'x.exe', url: 'https://evil.example/' }]), version: 0 }, ann.headers);
    expect(saved.body.data).toMatchObject({ complete: true, version: 1 });
    const row = await server.app.ctx.db.selectFrom('recommendations').select('value').where('id', '=', ann.recommendationId).executeTakeFirstOrThrow();
    expect(JSON.parse(row.value).letter_file).toEqual([expect.objectContaining({ uid: annFile.uid, name: 'letter.pdf', url: `/v1/public/file/${annFile.uid}` })]);
    await server.app.ctx.db.updateTable('recommendations').set({ value: letter([boFile]) }).where('id', '=', ann.recommendationId).execute();
    const submit = await server.post(PATHS.recommender.submit, {}, ann.headers);
    expect(submit.body).toMatchObject({ status: 400, data: { errors: [expect.objectContaining({ field: 'letter_file', keyword: 'files' })] } });
    expect((await server.post(PATHS.recommender.submit, { value: letter([annFile]), version: 1 }, ann.headers)).body).toMatchObject({ status: 200 });
  });
});
