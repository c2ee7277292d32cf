import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ApplicationExtra } from '../../../../protocol/apply';
import type { AdmissionInfoData, RetestData } from '../../../../protocol/retest';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, insertAutograph, setAfterSubmission, submitCompleteApplication } from './helpers';

const FORM = [
  { id: 1, field: 'answer', type: 1, required: 1, name: { sc: '回答', tc: '回答', en: 'Answer' } },
  { id: 2, field: 'note', type: 1, required: 0, name: { sc: '备注', tc: '備註', en: 'Note' } },
];
const DAY = 86_400_000;

describe('apply: interview confirmations and re-examination', () => {
  const server = useTestServer();

  const setExtra = (userId: number, extra: ApplicationExtra) => setAfterSubmission(server, userId, extra);
  const submitted = () => submitCompleteApplication(server);

  const confirm = (headers: Record<string, string>, body: Record<string, string | number>) => server.post(PATHS.apply.applicantConfirmationFlow, body, headers);

  it('refuses to confirm an interview for an application that is not submitted', async () => {
    const user = await applicantWithBatch(server);
    await setExtra(user.userId, { interview: { time: server.clock.now() + 5 * DAY, place: { en: 'Room 1' }, confirm_by: server.clock.now() + DAY } });
    const reply = await confirm(user.headers, { type: 'interview', confirm: 1 });
    expect(reply.body).toMatchObject({ status: 403, message: 'Your application has not been submitted, so there is nothing to answer yet' });
    const sc = await confirm({ ...user.headers, lang: 'sc' }, { type: 'interview', confirm: 1 });
    expect(sc.body).toMatchObject({ status: 403, message: '您的申请尚未提交，暂无需要确认的内容' });
  });

  it('needs a reason to decline, answers once, and refuses after the confirm-by time', async () => {
    const user = await submitted();
    const now = server.clock.now();
    await setExtra(user.userId, { interview: { time: now + 5 * DAY, place: { en: 'Room 1', sc: '一号室' }, notice: { en: 'Bring your ID' }, confirm_by: now + DAY, published_at: now } });
    const info = (await server.get(PATHS.apply.getAdmissionInfo, {}, user.headers)).body.data as AdmissionInfoData;
    expect(info.interview).toEqual({ time: Math.floor((now + 5 * DAY) / 1000), place: 'Room 1', notice: 'Bring your ID', confirm_by: Math.floor((now + DAY) / 1000), open: true, result: null });

    expect((await confirm(user.headers, { type: 'interview', confirm: 0 })).body).toMatchObject({ status: 400, message: 'Please give a reason for declining', data: { field: 'reason' } });
    expect((await confirm(user.headers, { type: 'interview', confirm: 0, reason: '   ' })).body).toMatchObject({ status: 400, data: { field: 'reason' } });
    const declined = await confirm(user.headers, { type: 'interview', confirm: 0, reason: 'Travelling' });
    expect(declined.body).toMatchObject({ status: 200, data: { type: 'interview', confirm: 0, reason: 'Travelling' } });
    expect((await confirm(user.headers, { type: 'interview', confirm: 1 })).body).toMatchObject({ status: 400, message: 'You have already answered this' });
    const after = (await server.get(PATHS.apply.getAdmissionInfo, {}, user.headers)).body.data as AdmissionInfoData;
    expect(after.interview?.open).toBe(false);
    expect(after.confirmations.interview).toEqual({ confirm: 0, reason: 'Travelling', at: Math.floor(now / 1000) });

    const late = await submitted();
    await setExtra(late.userId, { interview: { time: now + 5 * DAY, place: { en: 'Room 1' }, confirm_by: now - 1 } });
    expect(((await server.get(PATHS.apply.getAdmissionInfo, {}, late.headers)).body.data as AdmissionInfoData).interview?.open).toBe(false);
    const refused = await confirm({ ...late.headers, lang: 'tc' }, { type: 'interview', confirm: 1 });
    expect(refused.body).toMatchObject({ status: 403, message: '面試邀請的確認截止時間已過，無法再作答' });
  });

  it('confirms the interview result protocol only once a result is published, in the reader’s language', async () => {
    const user = await submitted();
    const now = server.clock.now();
    await setExtra(user.userId, { interview: { time: now - DAY, place: { en: 'Room 1' }, confirm_by: now - 2 * DAY } });
    expect((await confirm(user.headers, { type: 'interview_result', confirm: 1 })).body).toMatchObject({ status: 400, message: 'There is nothing to confirm' });
    expect((await server.get(PATHS.batch.confirmContent, { type: 'interview_result' }, user.headers)).body).toMatchObject({ status: 400, message: 'There is nothing to confirm' });

    await setExtra(user.userId, {
      interview: { time: now - DAY, place: { en: 'Room 1' }, confirm_by: now - 2 * DAY, result: { result: 'passed', protocol: { en: 'I accept the terms.', sc: '我接受条款。', tc: '我接受條款。' }, published_at: now } },
    });
    const info = (await server.get(PATHS.apply.getAdmissionInfo, {}, { ...user.headers, lang: 'sc' })).body.data as AdmissionInfoData;
    expect(info.interview?.result).toEqual({ result: 'passed', protocol: '我接受条款。', published_at: Math.floor(now / 1000) });
    const content = await server.get(PATHS.batch.confirmContent, { type: 'interview_result' }, { ...user.headers, lang: 'tc' });
    expect(content.body.data).toEqual({ title: '面試結果確認協議', content: '我接受條款。', result: 'passed', confirmed: null });
    // The default answer is still the acknowledgement before submit.
    expect((await server.get(PATHS.batch.confirmContent, {}, user.headers)).body.data).toMatchObject({ title: 'Application acknowledgement', require_acknowledge: 1 });

    // The result's confirmation is not bound to the invitation's confirm-by time.
    expect((await confirm(user.headers, { type: 'interview_result', confirm: 1 })).body).toMatchObject({ status: 200, data: { type: 'interview_result', confirm: 1 } });
    expect((await confirm(user.headers, { type: 'interview_result', confirm: 1 })).body).toMatchObject({ status: 400, message: 'You have already answered this' });
    const confirmed = (await server.get(PATHS.batch.confirmContent, { type: 'interview_result' }, user.headers)).body.data as { confirmed: unknown };
    expect(confirmed.confirmed).toEqual({ confirm: 1, reason: '', at: Math.floor(now / 1000) });
  });

  it('gives arrangements without an id a stable id and keeps partial then complete answers', async () => {
    const user = await submitted();
    const time = Date.parse('2027-03-01T09:00:00Z');
    await setExtra(user.userId, {
      retest: {
        list: [
          { title: { en: 'Written test' }, time, place: { en: 'Hall A' } } as never,
          { id: 'oral', title: { en: 'Oral test' }, time, place: { en: 'Hall B' } },
          { id: '', title: { en: 'Lab' }, time, place: { en: 'Lab 3' } } as never,
        ],
        fields: FORM,
        published_at: time,
      },
    });
    const ids = async () => ((await server.get(PATHS.batch.getRetestList, {}, user.headers)).body.data as { list: Array<{ id: string }> }).list.map((item) => item.id);
    const first = await ids();
    expect(first).toEqual(['item-1', 'oral', 'item-3']);
    expect(JSON.stringify(first)).not.toContain('undefined');
    expect(await ids()).toEqual(first);
    const info = (await server.get(PATHS.apply.getRetestInfo, {}, user.headers)).body.data as RetestData;
    expect(info).toMatchObject({ list: [{ id: 'item-1', title: 'Written test', place: 'Hall A', time: time / 1000 }, { id: 'oral' }, { id: 'item-3' }], state: 0, version: 0, editable: true });

    const partial = await server.post(PATHS.apply.saveRetestInfo, { value: JSON.stringify({ note: 'later', stray: 1 }), version: 0 }, user.headers);
    expect(partial.body).toMatchObject({ status: 200, data: { state: 1, version: 1, errors: [{ field: 'answer', keyword: 'required' }] } });
    expect((await server.get(PATHS.apply.getRetestInfo, {}, user.headers)).body.data).toMatchObject({ values: { note: 'later' }, state: 1, version: 1 });
    expect((await server.post(PATHS.apply.saveRetestInfo, { value: '{"answer":"x"}', version: 0 }, user.headers)).body).toMatchObject({ status: 409, data: { version: 1 } });
    const complete = await server.post(PATHS.apply.saveRetestInfo, { value: JSON.stringify({ answer: 'yes', note: 'later' }), version: 1 }, user.headers);
    expect(complete.body).toMatchObject({ status: 200, data: { state: 2, version: 2, errors: [] } });
    const saved = (await server.get(PATHS.apply.getRetestInfo, {}, user.headers)).body.data as RetestData;
    expect(saved).toMatchObject({ values: { answer: 'yes', note: 'later' }, state: 2, version: 2 });
    expect(saved.values).not.toHaveProperty('stray');
  });

  it('refuses a re-examination answer naming a file that is not the applicant’s own', async () => {
    const user = await submitted();
    const other = await submitted();
    const uid = await insertAutograph(server, other.userId);
    const upload = [{ id: 3, field: 'scan', type: 8, required: 0, name: { en: 'Scan' }, condition: { file_type: ['png'], file_size: 10 } }];
    await setExtra(user.userId, { retest: { list: [], fields: upload } });
    const reply = await server.post(PATHS.apply.saveRetestInfo, { value: JSON.stringify({ scan: [{ name: 'x.png', url: `/v1/public/file/${uid}`, uid, size: 100 }] }) }, user.headers);
    expect(reply.body).toMatchObject({ status: 400, data: { field: 'scan' } });
  });
});
