import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ApplicationExtra, ProgressData, ProgressV2Data } from '../../../../protocol/apply';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, setAfterSubmission, submitCompleteApplication } from './helpers';

const FORM = [{ id: 1, field: 'answer', type: 1, required: 1, name: { sc: '回答', tc: '回答', en: 'Answer' } }];
const DAY = 86_400_000;

describe('apply: the v2 progress timeline at each stage after submission', () => {
  const server = useTestServer();

  const setStage = (userId: number, extra: ApplicationExtra, review?: { status: 'pending' | 'passed' | 'failed'; reason?: string }) =>
    setAfterSubmission(server, userId, extra, review);

  async function submitted() {
    const user = await submitCompleteApplication(server);
    expect(user.submission.body.status).toBe(200);
    return user;
  }

  async function read(headers: Record<string, string>, lang = 'en') {
    const v1 = (await server.get(PATHS.apply.progress, {}, { ...headers, lang })).body.data as ProgressData;
    const v2 = (await server.get(PATHS.apply.progressV2, {}, { ...headers, lang })).body.data as ProgressV2Data;
    const current = v2.timeline.filter((item) => item.state === 'current');
    expect(current).toHaveLength(1);
    const stepOf = (name: string) => v2.timeline.find((item) => item.step === name);
    return { v1, v2, current: current[0]?.step, stepOf, steps: v2.timeline.map((item) => [item.step, item.state]) };
  }

  it('shows the review pending as the current step once submitted, and then its result with the reason and time', async () => {
    const user = await submitted();
    const pending = await read(user.headers);
    expect(pending.v1.step).toBe('submitted');
    expect(pending.steps).toEqual([
      ['not_submitted', 'done'],
      ['in_progress', 'done'],
      ['submitted', 'done'],
      ['review', 'current'],
      ['completed', 'todo'],
    ]);
    expect(pending.stepOf('review')).toMatchObject({ title: 'Review', status_text: 'Awaiting review', outcome: 'awaiting', time: null });
    expect(pending.stepOf('submitted')?.time).toBe(Math.floor(server.clock.now() / 1000));

    const reviewedAt = server.clock.now() + DAY;
    await setStage(user.userId, { reviewed_at: reviewedAt, audit: { materials: { status: 'failed', reason: 'Transcript missing' } } }, { status: 'failed', reason: 'Materials incomplete' });
    const failed = await read(user.headers);
    expect(failed.v1).toMatchObject({ step: 'submitted', review_status: 'failed', review_reason: 'Materials incomplete' });
    expect(failed.current).toBe('review');
    expect(failed.stepOf('review')).toMatchObject({ status_text: 'Failed: Materials incomplete', outcome: 'negative', time: reviewedAt / 1000 });
    const sc = await read(user.headers, 'sc');
    expect(sc.stepOf('review')).toMatchObject({ title: '审核', status_text: '审核未通过：Materials incomplete' });
    const tc = await read(user.headers, 'tc');
    expect(tc.stepOf('review')?.status_text).toBe('審核未通過：Materials incomplete');
  });

  it('leaves out what is not published: a supplementary form before review passed, and no re-examination or interview', async () => {
    const user = await submitted();
    await setStage(user.userId, { supplementary: { fields: FORM, published_at: server.clock.now() } }, { status: 'failed' });
    const { steps, stepOf } = await read(user.headers);
    expect(steps.map(([step]) => step)).toEqual(['not_submitted', 'in_progress', 'submitted', 'review', 'completed']);
    expect(stepOf('review')?.status_text).toBe('Failed');
  });

  it('makes the supplementary form the current step until it is submitted or its deadline passes', async () => {
    const user = await submitted();
    const now = server.clock.now();
    await setStage(user.userId, { reviewed_at: now, supplementary: { fields: FORM, published_at: now, deadline: now + 2 * DAY } }, { status: 'passed' });
    const open = await read(user.headers);
    expect(open.v1.step).toBe('supplementary');
    expect(open.current).toBe('supplementary');
    expect(open.stepOf('review')).toMatchObject({ state: 'done', status_text: 'Passed', outcome: 'positive' });
    expect(open.stepOf('supplementary')).toMatchObject({ status_text: expect.stringContaining('Please submit by 24 Nov 2026, 16:00'), outcome: 'awaiting', time: now / 1000 });

    const sent = await server.post(PATHS.apply.overallSubmission, { value: '{"answer":"done"}' }, user.headers);
    expect(sent.body.status).toBe(200);
    const done = await read(user.headers);
    expect(done.v1.step).toBe('submitted');
    expect(done.stepOf('supplementary')).toMatchObject({ state: 'current', status_text: 'Submitted', outcome: 'positive', time: Math.floor(now / 1000) });

    await setStage(user.userId, { reviewed_at: now, supplementary: { fields: FORM, published_at: now - 3 * DAY, deadline: now - DAY } });
    const late = await read(user.headers);
    expect(late.v1.step).toBe('submitted');
    expect(late.stepOf('supplementary')).toMatchObject({ status_text: 'Deadline passed, not submitted', outcome: 'negative' });
  });

  it('shows the re-examination: to fill in, saved partly, complete', async () => {
    const user = await submitted();
    const now = server.clock.now();
    const retest = { list: [{ id: 'r1', title: { en: 'Written test' }, time: now + DAY, place: { en: 'Hall A' } }], fields: FORM, published_at: now };
    await setStage(user.userId, { reviewed_at: now, retest }, { status: 'passed' });
    const open = await read(user.headers);
    expect(open.steps).toContainEqual(['retest', 'current']);
    expect(open.stepOf('retest')).toMatchObject({ title: 'Re-examination', status_text: 'Please fill in the form', time: now / 1000 });
    await setStage(user.userId, { reviewed_at: now, retest: { ...retest, values: {}, state: 1, saved_at: now + 1000 } });
    expect((await read(user.headers)).stepOf('retest')).toMatchObject({ status_text: 'Saved, not complete', time: Math.floor((now + 1000) / 1000) });
    await setStage(user.userId, { reviewed_at: now, retest: { ...retest, values: { answer: 'x' }, state: 2, saved_at: now + 2000 } });
    const complete = await read(user.headers);
    expect(complete.stepOf('retest')).toMatchObject({ state: 'current', status_text: 'Form complete', outcome: 'positive' });
  });

  it('follows the interview: invited, accepted, result to confirm, confirmed, then admission', async () => {
    const user = await submitted();
    const now = server.clock.now();
    const invitation = { time: now + 5 * DAY, place: { en: 'Room 101' }, notice: { en: 'Bring ID' }, confirm_by: now + 2 * DAY, published_at: now };
    await setStage(user.userId, { reviewed_at: now, interview: invitation }, { status: 'passed' });
    const invited = await read(user.headers);
    expect(invited.v1.step).toBe('interview_confirmation');
    expect(invited.current).toBe('interview');
    expect(invited.stepOf('interview')).toMatchObject({ title: 'Interview', status_text: expect.stringContaining('Awaiting your answer by 24 Nov 2026, 16:00'), outcome: 'awaiting' });
    expect((await read(user.headers, 'sc')).stepOf('interview')?.status_text).toContain('请于2026年11月24日 16:00');

    const accepted = await server.post(PATHS.apply.applicantConfirmationFlow, { type: 'interview', confirm: 1 }, user.headers);
    expect(accepted.body.status).toBe(200);
    const answered = await read(user.headers);
    expect(answered.v1.step).toBe('submitted');
    expect(answered.stepOf('interview')).toMatchObject({ state: 'current', status_text: expect.stringContaining('Accepted: interview on 27 Nov 2026, 16:00'), outcome: 'positive', time: now / 1000 });

    const extra = (await server.app.ctx.db.selectFrom('applications').select('extra').where('user_id', '=', user.userId).executeTakeFirstOrThrow()).extra;
    const withAnswer = JSON.parse(String(extra)) as ApplicationExtra;
    const result = { result: 'passed' as const, protocol: { en: 'Protocol text' }, published_at: now + DAY };
    await setStage(user.userId, { ...withAnswer, interview: { ...invitation, result } });
    const toConfirm = await read(user.headers);
    expect(toConfirm.v1.step).toBe('interview_confirmation');
    expect(toConfirm.current).toBe('interview_result');
    expect(toConfirm.stepOf('interview')?.state).toBe('done');
    expect(toConfirm.stepOf('interview_result')).toMatchObject({ title: 'Interview result', status_text: 'Passed, please confirm the protocol', outcome: 'awaiting', time: (now + DAY) / 1000 });

    const confirmations = { ...withAnswer.confirmations, interview_result: { confirm: 1 as const, reason: '', at: now + 2 * DAY } };
    await setStage(user.userId, { ...withAnswer, interview: { ...invitation, result }, confirmations });
    const confirmed = await read(user.headers);
    expect(confirmed.v1.step).toBe('submitted');
    expect(confirmed.stepOf('interview_result')).toMatchObject({ state: 'current', status_text: 'Passed, protocol confirmed', outcome: 'positive', time: (now + 2 * DAY) / 1000 });

    await setStage(user.userId, { ...withAnswer, interview: { ...invitation, result }, confirmations, admission: { result: 'admitted', title: { en: 'Offer' }, published_at: now + 3 * DAY } });
    const admitted = await read(user.headers);
    expect(admitted.v1.step).toBe('completed');
    expect(admitted.steps).toEqual([
      ['not_submitted', 'done'],
      ['in_progress', 'done'],
      ['submitted', 'done'],
      ['review', 'done'],
      ['interview', 'done'],
      ['interview_result', 'done'],
      ['admission', 'done'],
      ['completed', 'current'],
    ]);
    expect(admitted.stepOf('admission')).toMatchObject({ title: 'Admission', status_text: 'Admitted', outcome: 'positive', time: (now + 3 * DAY) / 1000 });
    for (const [decision, text, outcome] of [
      ['waitlisted', 'On the waiting list', 'awaiting'],
      ['rejected', 'Not admitted', 'negative'],
    ] as const) {
      await setStage(user.userId, { reviewed_at: now, admission: { result: decision, published_at: now } });
      expect((await read(user.headers)).stepOf('admission')).toMatchObject({ status_text: text, outcome });
    }
  });

  it('stops waiting for an interview answer once the confirm-by time passed', async () => {
    const user = await submitted();
    const now = server.clock.now();
    await setStage(user.userId, { reviewed_at: now, interview: { time: now + DAY, place: { en: 'Room 1' }, confirm_by: now - 1000, published_at: now - DAY } }, { status: 'passed' });
    const late = await read(user.headers);
    expect(late.v1.step).toBe('submitted');
    expect(late.stepOf('interview')).toMatchObject({ state: 'current', status_text: 'Not answered in time', outcome: 'negative' });
  });

  it('does not mark an unsubmitted application submitted when its window closed', async () => {
    const user = await applicantWithBatch(server);
    const application = await server.app.ctx.db.selectFrom('applications').select(['track_id', 'batch_id']).where('user_id', '=', user.userId).executeTakeFirstOrThrow();
    const windowId = application.track_id ?? application.batch_id ?? 0;
    const before = await server.app.ctx.db.selectFrom('batches').select('end_time').where('id', '=', windowId).executeTakeFirstOrThrow();
    await server.app.ctx.db.updateTable('batches').set({ end_time: server.clock.now() - 1000 }).where('id', '=', windowId).execute();
    try {
      const ended = await read(user.headers);
      expect(ended.v1.step).toBe('ended');
      expect(ended.steps).toEqual([
        ['not_submitted', 'done'],
        ['in_progress', 'todo'],
        ['submitted', 'todo'],
        ['ended', 'current'],
        ['completed', 'todo'],
      ]);
    } finally {
      await server.app.ctx.db.updateTable('batches').set({ end_time: before.end_time }).where('id', '=', windowId).execute();
    }
  });
});
