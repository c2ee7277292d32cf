import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ApplicationExtra, SaveData } from '../../../../protocol/apply';
import type { SupplementaryData } from '../../../../protocol/supplementary';
import { useTestServer } from '../suiteServer';
import { pdf, upload } from '../upload/helpers';
import { submitCompleteApplication } from './helpers';

const FORM = [
  { id: 1, field: 'answer', type: 1, required: 1, name: { sc: '回答', tc: '回答', en: 'Answer' } },
  { id: 2, field: 'note', type: 1, required: 0, name: { sc: '备注', tc: '備註', en: 'Note' } },
  { id: 3, field: 'proof', type: 8, required: 0, name: { sc: '证明', tc: '證明', en: 'Proof' }, condition: { file_type: ['pdf'], file_size: 2, upload_sample: 1 } },
];
const DAY = 86_400_000;

describe('apply: supplementary materials', () => {
  const server = useTestServer();

  const setExtra = (userId: number, extra: ApplicationExtra, reviewStatus = 'passed') =>
    server.app.ctx.db.updateTable('applications').set({ extra: JSON.stringify(extra), review_status: reviewStatus }).where('user_id', '=', userId).execute();

  async function passed(supplementary: NonNullable<ApplicationExtra['supplementary']> = { fields: FORM, deadline: server.clock.now() + DAY }) {
    const user = await submitCompleteApplication(server);
    await setExtra(user.userId, { supplementary });
    return user;
  }

  const saveDraft = (headers: Record<string, string>, values: unknown, version: number, lang = 'en') =>
    server.post(PATHS.apply.saveSupplementary, { value: JSON.stringify(values), version }, { ...headers, lang });
  const material = async (headers: Record<string, string>) => (await server.get(PATHS.apply.getSupplementaryMaterial, {}, headers)).body.data as SupplementaryData;

  it('keeps a partial draft with its version, refuses a stale version, and reads it back', async () => {
    const user = await passed();
    const before = await material(user.headers);
    expect(before).toMatchObject({ fields: FORM, values: {}, version: 0, state: 0, open: true, deadline: Math.floor((server.clock.now() + DAY) / 1000) });

    const partial = await saveDraft(user.headers, { note: 'half', unknown: 1 }, 0);
    expect(partial.body.status).toBe(200);
    const data = partial.body.data as SaveData;
    expect(data).toMatchObject({ state: 1, version: 1 });
    expect(data.errors.map((error) => error.field)).toContain('answer');
    expect(await material(user.headers)).toMatchObject({ values: { note: 'half' }, version: 1, state: 1, saved_at: Math.floor(server.clock.now() / 1000) });

    const stale = await saveDraft(user.headers, { answer: 'other tab' }, 0);
    expect(stale.body).toMatchObject({ status: 409, data: { version: 1 } });

    const complete = await saveDraft(user.headers, { answer: 'yes', note: 'half' }, 1);
    expect(complete.body.data).toMatchObject({ state: 2, version: 2, errors: [] });
  });

  it('refuses drafts and submission before review passed, without a published form, and after the deadline', async () => {
    const user = await passed();
    await setExtra(user.userId, { supplementary: { fields: FORM } }, 'pending');
    expect((await saveDraft(user.headers, { answer: 'x' }, 0)).body).toMatchObject({ status: 403, message: 'Supplementary materials cannot be submitted because the application has not passed review' });

    await setExtra(user.userId, {});
    expect((await saveDraft(user.headers, { answer: 'x' }, 0)).body).toMatchObject({ status: 400, message: 'No supplementary materials have been requested' });
    expect(await material(user.headers)).toMatchObject({ fields: [], open: false });

    await setExtra(user.userId, { supplementary: { fields: FORM, deadline: server.clock.now() - 1 } });
    const late = await saveDraft(user.headers, { answer: 'x' }, 0, 'tc');
    expect(late.body).toMatchObject({ status: 403, message: '補充材料的截止時間已過，不能再修改或提交' });
    const lateSubmit = await server.post(PATHS.apply.overallSubmission, { value: '{"answer":"x"}' }, user.headers);
    expect(lateSubmit.body).toMatchObject({ status: 403, message: 'The deadline for the supplementary materials has passed; they can no longer be changed or submitted' });
    expect(await material(user.headers)).toMatchObject({ open: false });
  });

  it('submits once with field errors when incomplete, then refuses saves and a second submission', async () => {
    const user = await passed();
    const incomplete = await server.post(PATHS.apply.overallSubmission, { value: '{"note":"n"}' }, user.headers);
    expect(incomplete.body).toMatchObject({ status: 400, message: 'Sending failed because fields are incomplete' });
    expect((incomplete.body.data as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual(['answer']);

    const done = await server.post(PATHS.apply.overallSubmission, { value: '{"answer":"final"}' }, user.headers);
    expect(done.body).toMatchObject({ status: 200, data: { submitted_at: Math.floor(server.clock.now() / 1000) } });
    expect(await material(user.headers)).toMatchObject({ values: { answer: 'final' }, state: 2, open: false, submitted_at: Math.floor(server.clock.now() / 1000) });

    const again = await server.post(PATHS.apply.overallSubmission, { value: '{"answer":"again"}' }, user.headers);
    expect(again.body).toMatchObject({ status: 403, message: 'The supplementary materials have already been submitted' });
    const save = await saveDraft(user.headers, { answer: 'changed' }, 2);
    expect(save.body).toMatchObject({ status: 403, message: 'The supplementary materials have already been submitted' });
    expect((await material(user.headers)).values).toEqual({ answer: 'final' });
  });

  it('accepts an upload for the form after submission of the application, and only the applicant’s own files in its values', async () => {
    const user = await passed();
    const stored = await upload(server, user.headers, 0, '3', 'proof.pdf', pdf());
    expect(stored.statusCode).toBe(200);
    const file = stored.body.data as { uid: string; name: string };
    const saved = await saveDraft(user.headers, { answer: 'a', proof: [{ ...file, name: 'renamed.pdf' }] }, 0);
    expect(saved.body.data).toMatchObject({ state: 2 });
    expect(((await material(user.headers)).values.proof as { uid: string; name: string }[])[0]).toMatchObject({ uid: file.uid, name: 'proof.pdf' });

    const other = await passed();
    const foreign = await saveDraft(other.headers, { answer: 'a', proof: [file] }, 0);
    expect(foreign.body).toMatchObject({ status: 400, data: { field: 'proof' } });
    expect(foreign.body.message).toContain('Proof');
    const foreignSubmit = await server.post(PATHS.apply.overallSubmission, { value: JSON.stringify({ answer: 'a', proof: [file] }) }, other.headers);
    expect(foreignSubmit.body).toMatchObject({ status: 400, data: { field: 'proof' } });
    expect((await material(other.headers)).version).toBe(0);
  });

  it('refuses uploads for the form once it is submitted or closed, and for a field it does not have', async () => {
    const user = await passed();
    expect((await upload(server, user.headers, 0, '1', 'proof.pdf', pdf())).body).toMatchObject({ status: 400 });
    await server.post(PATHS.apply.overallSubmission, { value: '{"answer":"done"}' }, user.headers);
    expect((await upload(server, user.headers, 0, '3', 'proof.pdf', pdf())).body).toMatchObject({ status: 403, message: 'The supplementary materials have already been submitted' });
    const late = await passed({ fields: FORM, deadline: server.clock.now() - 1 });
    expect((await upload(server, late.headers, 0, '3', 'proof.pdf', pdf())).body).toMatchObject({ status: 403 });
  });
});
