import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { parseJson } from '../../../../server/db/json';
import { DEFAULT_HEADERS } from '../harness';
import { useTestServer } from '../suiteServer';
import { insertApplication, keptFiles, moduleId, pdf, png, postMultipart, referee } from './helpers';

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

describe('upload: signatures and portrait', () => {
  const server = useTestServer();

  it('stores a signature PNG, links it to the application and lists it back', async () => {
    const { userId, headers } = await server.applicant('scu');
    const applicationId = await insertApplication(server, userId, 'scu');
    expect((await server.get(PATHS.signature.list, {}, headers)).body.data).toEqual({ qm: { signature: null }, pfbz: [] });
    const image = png();
    const reply = await server.post(PATHS.apply.uploadAutograph, { autograph: JSON.stringify({ image: dataUrl(image) }) }, headers);
    expect(reply.statusCode).toBe(200);
    const { url, uid } = reply.body.data as { url: string; uid: string };
    expect(url).toBe(`/v1/public/file/${uid}`);
    const list = await server.get(PATHS.signature.list, {}, headers);
    expect(list.body.data).toEqual({ qm: { signature: url }, pfbz: [] });
    const file = await server.app.inject({ method: 'GET', url, headers: { ...DEFAULT_HEADERS, ...headers } });
    expect(file.rawPayload.equals(image)).toBe(true);
    const application = await server.app.ctx.db.selectFrom('applications').select('signature_file_id').where('id', '=', applicationId).executeTakeFirstOrThrow();
    const row = await server.app.ctx.db.selectFrom('files').select(['id', 'field']).where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(application.signature_file_id).toBe(row.id);
    expect(row.field).toBe('autograph');
    const bare = await server.post(PATHS.apply.uploadAutograph, { autograph: dataUrl(png()), menu_id: await moduleId(server, 'scu', 'all-field-types') }, headers);
    expect(bare.statusCode).toBe(200);
    expect((await server.get(PATHS.signature.list, {}, headers)).body.data).toMatchObject({ qm: { signature: (bare.body.data as { url: string }).url } });
  });

  it('refuses bad signatures', async () => {
    const { headers } = await server.applicant('scu');
    const before = (await keptFiles(server)).length;
    const send = (autograph: string, extra: Record<string, string | number> = {}) => server.post(PATHS.apply.uploadAutograph, { autograph, ...extra }, headers);
    expect((await send('{not json')).body).toMatchObject({ status: 400, message: 'autograph is not valid' });
    expect((await send(JSON.stringify({ image: dataUrl(png(), 'image/jpeg') }))).body).toMatchObject({ status: 400, message: 'The signature is not a valid PNG image' });
    expect((await send(JSON.stringify({ image: dataUrl(pdf()) }))).body.status).toBe(400);
    expect((await send(JSON.stringify({ image: 'data:image/png;base64,@@@' }))).body.status).toBe(400);
    expect((await send(JSON.stringify({ other: 1 }))).body.status).toBe(400);
    expect((await send(JSON.stringify({ image: dataUrl(png(1024 * 1024 + 600 * 1024)) }))).statusCode).toBe(413);
    expect((await send(dataUrl(png()), { menu_id: 999999 })).body).toMatchObject({ status: 400, message: 'menu_id is not valid' });
    expect((await server.post(PATHS.apply.uploadAutograph, {}, headers)).body).toMatchObject({ status: 400, message: 'autograph cannot be empty' });
    expect((await server.post(PATHS.apply.uploadAutograph, { autograph: dataUrl(png()) })).statusCode).toBe(401);
    expect(await keptFiles(server)).toHaveLength(before);
  });

  it('lets a referee save a signature for the recommendation', async () => {
    const applicant = await server.applicant('scu');
    const ref = await referee(server, await insertApplication(server, applicant.userId, 'scu'), 'sig@example.edu');
    const reply = await server.post(PATHS.apply.uploadAutograph, { autograph: JSON.stringify({ image: dataUrl(png()) }) }, ref.headers);
    expect(reply.statusCode).toBe(200);
    expect((await server.get(PATHS.signature.list, {}, ref.headers)).body.data).toMatchObject({ qm: { signature: (reply.body.data as { url: string }).url } });
    expect((await server.get(PATHS.signature.list, {}, applicant.headers)).body.data).toMatchObject({ qm: { signature: null } });
  });

  it('records the signature acceptance and refuses it (and new signatures) after submit', async () => {
    const { userId, headers } = await server.applicant('scu');
    expect((await server.post(PATHS.apply.sign, {}, headers)).body).toMatchObject({ status: 400, message: 'Please choose a batch to start your application first' });
    const applicationId = await insertApplication(server, userId, 'scu');
    const reply = await server.post(PATHS.apply.sign, {}, headers);
    expect(reply.body.data).toEqual({ signAccepted: true, signAcceptedAt: server.clock.now() });
    const row = await server.app.ctx.db.selectFrom('applications').select('extra').where('id', '=', applicationId).executeTakeFirstOrThrow();
    expect(parseJson(row.extra, {})).toMatchObject({ signAccepted: true, signAcceptedAt: server.clock.now() });
    await server.app.ctx.db.updateTable('applications').set({ status: 'submitted' }).where('id', '=', applicationId).execute();
    expect((await server.post(PATHS.apply.sign, {}, headers)).body).toMatchObject({ status: 403, message: 'You have submitted, can no longer modify' });
    expect((await server.post(PATHS.apply.uploadAutograph, { autograph: dataUrl(png()) }, headers)).statusCode).toBe(403);
    expect((await server.post(PATHS.apply.sign, {})).statusCode).toBe(401);
  });

  it('takes a jpg or png portrait up to 5 MB and sets it as the head portrait', async () => {
    const { userId, headers } = await server.applicant('scu');
    const portrait = (filename: string, data: Buffer) => postMultipart(server, PATHS.apply.portrait, [{ name: 'file', filename, data }], headers);
    const before = (await keptFiles(server)).length;
    expect((await portrait('me.pdf', pdf())).body).toMatchObject({ status: 400, message: 'Please upload a document in jpg or jpeg or png format.' });
    expect((await portrait('me.png', pdf())).body.status).toBe(400);
    expect((await portrait('me.jpg', png())).body.status).toBe(400);
    expect((await portrait('me.png', png(5 * 1024 * 1024 + 1))).body).toMatchObject({ status: 400, message: 'Please upload a document less than 5MB' });
    expect(await keptFiles(server)).toHaveLength(before);
    const reply = await portrait('me.png', png());
    expect(reply.statusCode).toBe(200);
    const user = await server.app.ctx.db.selectFrom('users').select('head_portrait').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(user.head_portrait).toBe(reply.body.data?.url);
    expect((await postMultipart(server, PATHS.apply.portrait, [{ name: 'file', filename: 'me.png', data: png() }])).statusCode).toBe(401);
  });
});
