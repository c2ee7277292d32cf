import { beforeAll, describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures';
import { PATHS } from '../../../../protocol';
import { recommenderRows, refereeColumns } from '../../../../server/services/recommend/columns';
import { planSync } from '../../../../server/services/recommend/syncPlan';
import { syncRecommenders } from '../../../../server/services/recommend/sync';
import { useTestServer } from '../suiteServer';
import { applicantWithRecommenders, invitationToken, recommenderValues, refereeLogin, saveRecommenders, type TestApplicant } from './helpers';

const A = { name: 'Ann Lee', email: 'ann@example.edu' };
const B = { name: 'Bo Chen', email: 'bo@example.edu' };
const C = { name: 'Cy Wu', email: 'cy@example.edu' };

describe('recommender columns', () => {
  it('finds the e-mail (nature 5) and name columns of the repeating group generically', () => {
    const fixture = getFixture('sc-recommenders');
    const columns = refereeColumns(fixture.fields);
    expect(columns).toEqual({ groupKey: 'recommenders', emailKey: 'email', nameKey: 'name' });
    const rows = recommenderRows(columns!, { recommenders: [{ columnNumber: 1, name: ' Ann ', email: ' Ann@Example.EDU ' }] });
    expect(rows).toEqual([{ rowNumber: 1, name: 'Ann', email: 'ann@example.edu' }]);
  });

  it('reads a module without a group as one recommender, and none without an e-mail field', () => {
    const flat = [
      { id: 1, field: 'who', type: 1, name: 'Who' },
      { id: 2, field: 'mail', type: 1, nature: 5, name: 'Mail' },
    ];
    expect(refereeColumns(flat)).toEqual({ groupKey: null, emailKey: 'mail', nameKey: 'who' });
    expect(refereeColumns([{ id: 1, field: 'who', type: 1, name: 'Who' }])).toBeNull();
  });
});

describe('planSync', () => {
  const rec = (id: number, row: number, email: string, written = 0, sent = 1) => ({ id, row_number: row, name: 'N', email, write_state: written, send_state: sent });
  const row = (rowNumber: number, email: string, name = 'N') => ({ rowNumber, name, email });

  it('keeps the status of renumbered rows (matched by e-mail) and resets a changed e-mail', () => {
    const plan = planSync([rec(1, 1, 'a@x.io'), rec(2, 2, 'b@x.io'), rec(3, 3, 'c@x.io')], [row(1, 'a@x.io'), row(2, 'c@x.io')], []);
    expect(plan.deletes).toEqual([2]);
    expect(plan.updates).toEqual([{ id: 3, rowNumber: 2, name: 'N', email: 'c@x.io', reset: false, emailChanged: false }]);
    const changed = planSync([rec(1, 1, 'a@x.io')], [row(1, 'z@x.io')], []);
    expect(changed.updates).toEqual([{ id: 1, rowNumber: 1, name: 'N', email: 'z@x.io', reset: true, emailChanged: true }]);
  });

  it('never plans two rows with one e-mail, nor one taken by another module, nor an invalid one', () => {
    const plan = planSync([], [row(1, 'a@x.io'), row(2, 'a@x.io'), row(3, 'b@x.io'), row(4, 'not-an-email')], ['b@x.io']);
    expect(plan.inserts).toEqual([row(1, 'a@x.io')]);
  });

  it('guards invited recommenders, never resets for a name, and parks a referee draft instead of deleting it', () => {
    const renamed = planSync([rec(1, 1, 'a@x.io')], [row(1, 'a@x.io', 'New name')], []);
    expect(renamed.updates).toEqual([{ id: 1, rowNumber: 1, name: 'New name', email: 'a@x.io', reset: false, emailChanged: false }]);
    expect(renamed.guarded).toEqual([]);
    const drafted = planSync([{ ...rec(1, 1, 'a@x.io'), has_draft: true }, { ...rec(2, 2, 'b@x.io'), has_draft: true }], [row(1, 'z@x.io')], []);
    expect(drafted.parks).toEqual([1, 2]);
    expect(drafted.deletes).toEqual([]);
    expect(drafted.inserts).toEqual([row(1, 'z@x.io')]);
    expect(drafted.guarded.map((change) => [change.email, change.newEmail])).toEqual([
      ['a@x.io', 'z@x.io'],
      ['b@x.io', ''],
    ]);
    const back = planSync([{ ...rec(1, 0, 'a@x.io', 0, 0), has_draft: true }], [row(1, 'a@x.io')], []);
    expect(back.updates).toEqual([{ id: 1, rowNumber: 1, name: 'N', email: 'a@x.io', reset: false, emailChanged: false }]);
    expect(back.inserts).toEqual([]);
  });
});

describe('syncRecommenders', () => {
  const server = useTestServer();
  let applicant: TestApplicant;
  const stored = async () =>
    server.app.ctx.db
      .selectFrom('recommendations')
      .selectAll()
      .where('application_id', '=', applicant.applicationId)
      .orderBy('row_number')
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    applicant = await applicantWithRecommenders(server, 'sc');
  });

  it('creates one row per recommender with normalised e-mails, and is idempotent', async () => {
    const values = recommenderValues([A, { name: 'Bo Chen', email: '  BO@Example.edu ' }]);
    await saveRecommenders(server, applicant, values);
    await syncRecommenders(server.app.ctx.db, applicant.applicationId, applicant.moduleId, values, server.clock.now());
    const rows = await stored();
    expect(rows.map((r) => [r.row_number, r.name, r.email, r.send_state, r.letter_state])).toEqual([
      [1, 'Ann Lee', 'ann@example.edu', 0, 0],
      [2, 'Bo Chen', 'bo@example.edu', 0, 0],
    ]);
  });

  it('resets a sent row whose e-mail changes (once confirmed) and kills its link; a name change resets nothing', async () => {
    await server.post(PATHS.apply.sendEmail, { row_number: 1 }, applicant.headers);
    await server.post(PATHS.apply.sendEmail, { row_number: 2 }, applicant.headers);
    const { token } = await invitationToken(server, A.email);
    const { headers: refereeHeaders } = await refereeLogin(server, token);
    expect((await stored()).map((r) => r.send_state)).toEqual([1, 1]);

    await saveRecommenders(server, applicant, recommenderValues([C, { name: 'Bo Chen Jr', email: B.email }]), { confirmed: true });
    const rows = await stored();
    expect(rows.map((r) => [r.email, r.name, r.send_state, r.letter_state, r.token_hash === null])).toEqual([
      [C.email, C.name, 0, 0, true],
      [B.email, 'Bo Chen Jr', 1, 1, false],
    ]);
    expect((await refereeLogin(server, token)).reply.statusCode).toBe(401);
    expect((await server.get(PATHS.recommender.filed, {}, refereeHeaders)).statusCode).toBe(401);
  });

  it('never changes the e-mail of a written letter, and keeps it when its row is removed', async () => {
    await server.app.ctx.db
      .updateTable('recommendations')
      .set({ write_state: 1, letter_state: 2, send_state: 1 })
      .where('application_id', '=', applicant.applicationId)
      .where('email', '=', C.email)
      .execute();
    await saveRecommenders(server, applicant, recommenderValues([A, B]), { confirmed: true });
    let rows = await stored();
    expect(rows.map((r) => [r.row_number, r.email, r.write_state])).toEqual([
      [1, C.email, 1],
      [2, B.email, 0],
    ]);
    const list = (await server.get(PATHS.apply.checkSendEmailState, {}, applicant.headers)).body.data as { list: Array<{ email: string; email_locked: boolean }> };
    expect(list.list.find((r) => r.email === C.email)?.email_locked).toBe(true);

    await saveRecommenders(server, applicant, recommenderValues([B]), { confirmed: true });
    rows = await stored();
    expect(rows.map((r) => [r.row_number, r.email, r.write_state])).toEqual([
      [1, C.email, 1],
      [1, B.email, 0],
    ]);
  });

  it('deletes removed rows without a written letter and skips a repeated e-mail', async () => {
    await saveRecommenders(server, applicant, recommenderValues([A, { name: 'Dup', email: 'ANN@example.edu' }, C]), { confirmed: true });
    const rows = await stored();
    expect(rows.map((r) => r.email).sort()).toEqual([A.email, C.email]);
    expect(rows.find((r) => r.email === A.email)?.row_number).toBe(1);
    await saveRecommenders(server, applicant, {}, { confirmed: true });
    expect((await stored()).map((r) => r.email)).toEqual([C.email]);
  });

  it('swaps two e-mails between rows without breaking the unique constraint', async () => {
    const other = await applicantWithRecommenders(server, 'sc', [A, B]);
    await saveRecommenders(server, other, recommenderValues([{ name: 'X', email: B.email }, { name: 'Y', email: 'new@example.edu' }]));
    await saveRecommenders(server, other, recommenderValues([{ name: 'X', email: 'new@example.edu' }, { name: 'Y', email: B.email }]));
    const rows = await server.app.ctx.db
      .selectFrom('recommendations')
      .select(['row_number', 'email', 'name'])
      .where('application_id', '=', other.applicationId)
      .orderBy('row_number')
      .execute();
    expect(rows).toEqual([
      { row_number: 1, email: 'new@example.edu', name: 'X' },
      { row_number: 2, email: B.email, name: 'Y' },
    ]);
  });
});
