import { beforeAll, describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures';
import { PATHS } from '../../../../protocol';
import type { FiledData, MenuData, SaveData } from '../../../../protocol/apply';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, fixtureValues, moduleId, ownFixtureValues, save, scuModuleIds } from './helpers';

describe('apply: menu, module definitions and saving', () => {
  const server = useTestServer();
  let basic: number;
  beforeAll(async () => {
    [basic] = await scuModuleIds(server, 'scu-basic-info');
  });

  it('lists the modules with states, batch_state and status', async () => {
    const user = await server.applicant('scu');
    const before = (await server.get(PATHS.apply.menu, {}, user.headers)).body.data as MenuData;
    expect(before).toMatchObject({ batch_state: 0, status: 'none', application_state: 0 });
    expect(before.list.map((item) => item.referee)).toEqual([0, 0, 0, 0, 1, 2]);
    expect(before.list[0]).toMatchObject({ menuid: basic, name: 'Basic information', required: 1, state: 0, version: 0, options: { layout: 'horizontal' } });
    expect(before.list[0]?.title).toMatchObject({ sc: '基本信息', en: 'Basic information' });

    const chosen = await applicantWithBatch(server);
    await save(server, chosen.headers, basic, fixtureValues('scu-basic-info', 'invalid', 0), 0);
    const education = await moduleId(server, 'scu', 'data-education-history');
    await save(server, chosen.headers, education, await ownFixtureValues(server, chosen.headers, education, 'data-education-history'), 0);
    const menu = (await server.get(PATHS.apply.menu, {}, { ...chosen.headers, lang: 'sc' })).body.data as MenuData;
    expect(menu).toMatchObject({ batch_state: 2, status: 'draft', application_state: 1, stuff_result: 0 });
    expect(menu.list.find((item) => item.menuid === basic)).toMatchObject({ state: 1, version: 1, name: '基本信息' });
    expect(menu.list.find((item) => item.menuid === education)).toMatchObject({ state: 2, version: 1 });
  });

  it('refuses a save before a batch is chosen', async () => {
    const user = await server.applicant('scu');
    const reply = await save(server, user.headers, basic, await ownFixtureValues(server, user.headers, basic, 'scu-basic-info'), 0);
    expect(reply.body).toMatchObject({ status: 400, message: 'Please choose application type' });
  });

  it('saves partial values as state 1 with field errors in the request language', async () => {
    const user = await applicantWithBatch(server);
    const invalid = getFixture('scu-basic-info').invalid[0];
    const reply = await save(server, user.headers, basic, invalid?.values, 0);
    expect(reply.statusCode).toBe(200);
    const data = reply.body.data as SaveData;
    expect(data).toMatchObject({ state: 1, version: 1 });
    for (const expected of invalid?.errors ?? []) expect(data.errors).toContainEqual(expect.objectContaining(expected));
    const english = data.errors.find((error) => error.field === 'name')?.message;
    const sc = (await save(server, user.headers, basic, invalid?.values, 1, 'sc')).body.data as SaveData;
    expect(sc.version).toBe(2);
    const chinese = sc.errors.find((error) => error.field === 'name')?.message;
    expect(english).toMatch(/[A-Za-z]/);
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    expect(chinese).not.toBe(english);
  });

  it('saves every invalid fixture case with its errors and every valid case as state 2', async () => {
    const user = await applicantWithBatch(server);
    const fixture = getFixture('scu-basic-info');
    let version = 0;
    for (const [index, invalid] of fixture.invalid.entries()) {
      if (invalid.errors.some((error) => error.keyword === 'files')) {
        // A file record's size and type are the stored file's now: the fixture's made-up record is refused outright.
        expect((await save(server, user.headers, basic, invalid.values, version)).body, invalid.name).toMatchObject({ status: 400, data: { field: 'photo' } });
        continue;
      }
      const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info', 'invalid', index);
      const data = (await save(server, user.headers, basic, values, version)).body.data as SaveData;
      for (const expected of invalid.errors) expect(data.errors, invalid.name).toContainEqual(expect.objectContaining(expected));
      expect(data.state).toBe(1);
      version = data.version;
    }
    for (const [index, valid] of fixture.valid.entries()) {
      const values = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info', 'valid', index);
      const data = (await save(server, user.headers, basic, values, version)).body.data as SaveData;
      expect(data, valid.name).toMatchObject({ state: 2, errors: [] });
      version = data.version;
      const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
      const expected = { ...(valid.saved ?? valid.values), photo: values.photo } as Record<string, unknown>;
      delete expected.writeState;
      expect(filed.values, valid.name).toEqual(expected);
    }
  });

  it('drops keys the module does not define, also inside repeating rows', async () => {
    const user = await applicantWithBatch(server);
    const values = { ...(await ownFixtureValues(server, user.headers, basic, 'scu-basic-info')), is_admin: 1, writeState: 1, __proto_x: 'x' };
    expect((await save(server, user.headers, basic, values, 0)).body.data).toMatchObject({ state: 2 });
    const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
    expect(filed.values).not.toHaveProperty('is_admin');
    expect(filed.values).not.toHaveProperty('writeState');
    expect(filed.values).toHaveProperty('name', '王晓明');

    const education = await moduleId(server, 'scu', 'data-education-history');
    const rows = await ownFixtureValues(server, user.headers, education, 'data-education-history');
    const [group] = Object.entries(rows).find(([, value]) => Array.isArray(value)) ?? [];
    (rows[group as string] as Array<Record<string, unknown>>)[0]!.injected = 'x';
    expect((await save(server, user.headers, education, rows, 0)).body.data).toMatchObject({ state: 2 });
    const saved = (await server.get(PATHS.apply.filed, { menu_id: education }, user.headers)).body.data as FiledData;
    expect((saved.values[group as string] as Array<Record<string, unknown>>)[0]).not.toHaveProperty('injected');
  });

  it('answers 409 with the current version when the client version is stale', async () => {
    const user = await applicantWithBatch(server);
    const first = await ownFixtureValues(server, user.headers, basic, 'scu-basic-info');
    await save(server, user.headers, basic, first, 0);
    await save(server, user.headers, basic, await ownFixtureValues(server, user.headers, basic, 'scu-basic-info', 'valid', 1), 1);
    const stale = await save(server, user.headers, basic, first, 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.body).toMatchObject({ status: 409, data: { version: 2 } });
    expect(stale.body.message).toContain('another tab');
    const fresh = await save(server, user.headers, basic, first, 0);
    expect(fresh.body).toMatchObject({ status: 409, data: { version: 2 } });
    const sc = await save(server, user.headers, basic, first, 1, 'sc');
    expect(sc.body.message).toMatch(/[\u4e00-\u9fff]/);
    const filed = (await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData;
    expect(filed.version).toBe(2);
    expect(filed.values).toMatchObject({ id_type: fixtureValues('scu-basic-info', 'valid', 1).id_type });
  });

  it('lets exactly one of two simultaneous saves of the same version win', async () => {
    const user = await applicantWithBatch(server);
    const cases = [await ownFixtureValues(server, user.headers, basic, 'scu-basic-info'), await ownFixtureValues(server, user.headers, basic, 'scu-basic-info', 'valid', 1)];
    const first = await Promise.all(cases.map((values) => save(server, user.headers, basic, values, 0)));
    expect(first.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const second = await Promise.all(cases.map((values) => save(server, user.headers, basic, values, 1)));
    expect(second.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(((await server.get(PATHS.apply.filed, { menu_id: basic }, user.headers)).body.data as FiledData).version).toBe(2);
  });

  it('never shows or accepts the recommendation letter module', async () => {
    const user = await applicantWithBatch(server);
    const letter = await moduleId(server, 'scu', 'sc-recommendation-letter');
    const filed = (await server.get(PATHS.apply.filed, { menu_id: letter }, user.headers)).body.data as FiledData;
    expect(filed.fields.length).toBeGreaterThan(0);
    expect(filed).toMatchObject({ values: {}, version: 0, writeState: 1, menu: { referee: 2 } });
    const reply = await save(server, user.headers, letter, fixtureValues('sc-recommendation-letter'), 0);
    expect(reply.statusCode).toBe(403);
    const stored = await server.app.ctx.db.selectFrom('module_values').select('module_id').where('module_id', '=', letter).execute();
    expect(stored).toHaveLength(0);
  });

  it('answers bad input with 400 naming the field, never a 500', async () => {
    const user = await applicantWithBatch(server);
    const cases: Array<[Record<string, string | number>, string]> = [
      [{ menu_id: basic, value: '{not json', version: 0 }, 'value'],
      [{ menu_id: basic, value: '[1,2]', version: 0 }, 'value'],
      [{ menu_id: basic, value: '"text"', version: 0 }, 'value'],
      [{ menu_id: 'x', value: '{}', version: 0 }, 'menu_id'],
      [{ menu_id: basic, value: '{}' }, 'version'],
      [{ menu_id: basic, value: '{}', version: -1 }, 'version'],
    ];
    for (const [form, field] of cases) {
      const reply = await server.post(PATHS.apply.basic, form, user.headers);
      expect(reply.body, JSON.stringify(form)).toMatchObject({ status: 400, data: { field } });
    }
    const odd = await save(server, user.headers, basic, { name: { nested: [1, 2] }, gender: 42, photo: 'x' }, 0);
    expect(odd.body).toMatchObject({ status: 200, data: { state: 1 } });
    expect((await server.get(PATHS.apply.filed, {}, user.headers)).body).toMatchObject({ status: 400, data: { field: 'menu_id' } });
  });

  it("never reads or writes another user's application or another project's modules", async () => {
    const alice = await applicantWithBatch(server);
    const bob = await applicantWithBatch(server);
    await save(server, alice.headers, basic, await ownFixtureValues(server, alice.headers, basic, 'scu-basic-info'), 0);
    const bobView = (await server.get(PATHS.apply.filed, { menu_id: basic }, bob.headers)).body.data as FiledData;
    expect(bobView).toMatchObject({ values: {}, version: 0, state: 0 });
    const bobSave = await save(server, bob.headers, basic, { name: 'Bob' }, 0);
    expect(bobSave.body).toMatchObject({ status: 200, data: { version: 1 } });
    const aliceView = (await server.get(PATHS.apply.filed, { menu_id: basic }, alice.headers)).body.data as FiledData;
    expect(aliceView.values).toHaveProperty('name', '王晓明');

    const foreign = await moduleId(server, 'data', 'scu-basic-info');
    expect((await server.get(PATHS.apply.filed, { menu_id: foreign }, alice.headers)).statusCode).toBe(404);
    expect((await save(server, alice.headers, foreign, fixtureValues('scu-basic-info'), 0)).statusCode).toBe(404);
  });
});
