import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { FiledData, HomeData, MenuData } from '../../../../protocol/apply';
import type { FileLinks } from '../../../../protocol/upload';
import { parseFields, validateModule } from '../../../../schema-adapters';
import { seed } from '../../../../server/seed';
import { DEMO_PASSWORD, partialEmail } from '../../../../server/seed/accounts';
import { useTestServer } from '../suiteServer';

type StoredFile = { name: string; uid: string; url: string; size: number };

describe('the partly filled demo application', () => {
  const server = useTestServer();
  let headers: Record<string, string>;
  beforeAll(async () => {
    const login = await server.post(PATHS.account.login, { domain: 'scu', type: 'password', account: partialEmail('scu'), password: DEMO_PASSWORD });
    expect(login.statusCode).toBe(200);
    headers = { token: (login.body.data as { token: string }).token };
  });

  const menu = async () => (await server.get(PATHS.apply.menu, {}, headers)).body.data as MenuData;
  const filed = async (name: string) => {
    const item = (await menu()).list.find((entry) => entry.title.en === name);
    if (!item) throw new Error(`no module ${name}`);
    return (await server.get(PATHS.apply.filed, { menu_id: item.menuid }, headers)).body.data as FiledData;
  };

  it('has the open batch and its first track chosen', async () => {
    const home = (await server.get(PATHS.apply.home, {}, headers)).body.data as HomeData;
    expect(home.applications).toHaveLength(1);
    expect(home.applications[0]).toMatchObject({ batch_name: 'Autumn 2027', track_name: 'Academic master', status: 'draft' });
    expect((await menu()).batch_state).toBe(2);
  });

  it('shows complete modules, one partly filled, the rest untouched', async () => {
    const states = Object.fromEntries((await menu()).list.map((item) => [item.title.en, item.state]));
    expect(states).toEqual({
      'Basic information': 2,
      'Education background': 2,
      'Statement and documents': 1,
      'Every field type': 0,
      Recommenders: 2,
      'Recommendation letter': 0,
    });
  });

  it('holds valid values only: the partly filled module lacks required answers and nothing else', async () => {
    const partial = await filed('Statement and documents');
    const errors = validateModule(parseFields(partial.fields), partial.values, { locale: 'en' });
    expect(errors.map((error) => [error.field, error.keyword])).toEqual([['cv', 'required']]);
    expect(partial.values.statement).toEqual(expect.any(String));
    const complete = await filed('Basic information');
    expect(validateModule(parseFields(complete.fields), complete.values, { locale: 'en' })).toEqual([]);
  });

  it('has uploaded pictures that download as images through signed links', async () => {
    const photos = (await filed('Basic information')).values.photo as StoredFile[];
    const pages = (await filed('Statement and documents')).values.transcript_images as StoredFile[];
    expect(photos).toHaveLength(1);
    expect(pages.length).toBeGreaterThan(1);
    const uids = [...photos, ...pages].map((file) => file.uid);
    const links = (await server.post(PATHS.public.fileLinks, { uids: uids.join(',') }, headers)).body.data as FileLinks;
    for (const uid of uids) {
      const link = links.links[uid];
      expect(link).toBeDefined();
      const image = await server.app.inject({ method: 'GET', url: `${link}&inline=1` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(image.rawPayload.length).toBe([...photos, ...pages].find((file) => file.uid === uid)?.size);
    }
  });

  it('has one letter submitted, one invited and one recommender not yet invited', async () => {
    const home = (await server.get(PATHS.apply.home, {}, headers)).body.data as HomeData;
    expect(home.recommendations.map(({ send_state, write_state, letter_state }) => ({ send_state, write_state, letter_state }))).toEqual([
      { send_state: 1, write_state: 1, letter_state: 2 },
      { send_state: 1, write_state: 0, letter_state: 1 },
      { send_state: 0, write_state: 0, letter_state: 0 },
    ]);
    const invitation = await server.app.ctx.db.selectFrom('outbox').select('link').where('recipient', '=', home.recommendations[1]?.email ?? '').executeTakeFirst();
    expect(invitation?.link).toContain('/scu/apply/#/ref_login?token=');
  });

  it('seeds nothing twice', async () => {
    const { db } = server.app.ctx;
    const count = async (table: 'users' | 'applications' | 'files' | 'recommendations' | 'outbox' | 'module_values') => Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('rows')).executeTakeFirstOrThrow()).rows);
    const tables = ['users', 'applications', 'files', 'recommendations', 'outbox', 'module_values'] as const;
    const before = await Promise.all(tables.map(count));
    await seed(db, server.clock.now(), server.app.ctx);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    expect((await menu()).list.map((item) => item.version)).toEqual([1, 1, 1, 0, 1, 0]);
  });

  it('is listed on the project list beside the empty account, with the password', async () => {
    const list = await server.app.inject({ method: 'GET', url: '/?lang=en' });
    expect(list.body).toContain(`<code>${partialEmail('scu')}</code> (partly filled application)`);
    expect(list.body).toContain('<code>demo@sc.example.com</code> (empty account)');
    expect(list.body).toContain(`Password of every demo applicant: ${DEMO_PASSWORD}`);
    expect(list.body).not.toContain(partialEmail('qyj'));
  });

  it('seeds every project with password accounts, and none for the password-free one', async () => {
    const users = await server.app.ctx.db.selectFrom('users').select('email').where('email', 'like', 'partial@%').execute();
    expect(users.map((user) => user.email).sort()).toEqual(['data', 'itf', 'jcdc', 'sc', 'scu', 'xjtu'].map(partialEmail).sort());
  });
});
