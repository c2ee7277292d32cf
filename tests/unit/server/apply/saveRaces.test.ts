import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { FiledData, SaveData } from '../../../../protocol/apply';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, ownFixtureValues, save, scuModuleIds } from './helpers';

/** Saves against the module definitions a server keeps in memory, and many saves of one version at once. */
describe('apply: saves under changed definitions and parallel requests', () => {
  const server = useTestServer();
  let basic: number;
  beforeAll(async () => {
    [basic] = await scuModuleIds(server, 'scu-basic-info');
  });

  const storedModule = () => server.app.ctx.db.selectFrom('modules').select(['fields', 'revision', 'project_id', 'name']).where('id', '=', basic).executeTakeFirstOrThrow();

  it('validates every save against the module as stored at that moment, also after its definitions change', async () => {
    const user = await applicantWithBatch(server);
    const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info');
    const first = await save(server, user.headers, basic, values, 0);
    expect(first.body).toMatchObject({ status: 200, data: { state: 2, version: 1 } });

    const original = await storedModule();
    const fields = JSON.parse(original.fields) as Array<Record<string, unknown>>;
    const added = { id: 10199, field: 'added_later', name: { sc: '补充', tc: '補充', en: 'Added later' }, type: 1, required: 1, sort: 999, menu_id: String(basic) };
    await server.app.ctx.db.updateTable('modules').set({ fields: JSON.stringify([...fields, added]) }).where('id', '=', basic).execute();
    try {
      expect((await storedModule()).revision).toBe(original.revision + 1);
      const second = await save(server, user.headers, basic, { ...values, dropped: 'x' }, 1);
      expect(second.body).toMatchObject({ status: 200, data: { state: 1, version: 2 } });
      expect((second.body.data as SaveData).errors.map((error) => error.field)).toEqual(['added_later']);
      const third = await save(server, user.headers, basic, { ...values, added_later: 'now filled' }, 2);
      expect(third.body).toMatchObject({ status: 200, data: { state: 2, version: 3, errors: [] } });
      const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
      expect(filed.values).toMatchObject({ added_later: 'now filled' });
    } finally {
      await server.app.ctx.db.updateTable('modules').set({ fields: original.fields }).where('id', '=', basic).execute();
    }
    const restored = await save(server, user.headers, basic, { ...values, added_later: 'no longer defined' }, 3);
    expect(restored.body).toMatchObject({ status: 200, data: { state: 2, version: 4 } });
    const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
    expect(filed.values).not.toHaveProperty('added_later');
  });

  it('answers 404 once a module the server knows is moved to another project', async () => {
    const user = await applicantWithBatch(server);
    const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info');
    expect((await save(server, user.headers, basic, values, 0)).statusCode).toBe(200);
    const { project_id: projectId, name } = await storedModule();
    const other = await server.projectId('data');
    await server.app.ctx.db.updateTable('modules').set({ project_id: other, name: 'moved-here' }).where('id', '=', basic).execute();
    try {
      const moved = await save(server, user.headers, basic, values, 1);
      expect(moved.statusCode).toBe(404);
    } finally {
      await server.app.ctx.db.updateTable('modules').set({ project_id: projectId, name }).where('id', '=', basic).execute();
    }
    expect((await save(server, user.headers, basic, values, 1)).body).toMatchObject({ status: 200, data: { version: 2 } });
  });

  it('lets exactly one of many simultaneous saves of one version win; the others get 409 with the stored version', async () => {
    const user = await applicantWithBatch(server);
    const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info');
    const names = ['王一', '王二', '王三', '王四', '王五', '王六', '王七', '王八'];
    for (const version of [0, 1]) {
      const replies = await Promise.all(names.map((name) => save(server, user.headers, basic, { ...values, name }, version)));
      const won = replies.filter((reply) => reply.statusCode === 200);
      expect(won).toHaveLength(1);
      expect(replies.filter((reply) => reply.statusCode === 409).map((reply) => reply.body.data)).toEqual(names.slice(1).map(() => ({ version: version + 1 })));
      const winner = names[replies.indexOf(won[0]!)];
      const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
      expect(filed).toMatchObject({ version: version + 1, values: { name: winner } });
    }
  });
});
