import { describe, expect, it } from 'vitest';
import { record } from './record';
import { fillStatus, letterStatus, rowActions, sendStatus, twoStep } from '../../../../src/pages/recommend/status';

const HOUR = 3600_000;

describe('recommendation status labels', () => {
  it('reads not sent, sent and completed', () => {
    expect(letterStatus(record())).toBe('notSent');
    expect(letterStatus(record({ send_state: 1, letter_state: 1 }))).toBe('sent');
    expect(letterStatus(record({ send_state: 1, letter_state: 2, write_state: 1 }))).toBe('completed');
    expect(letterStatus(record({ send_state: 0, write_state: 1 }))).toBe('completed');
  });
  it('reads send, filling and two-step statuses', () => {
    expect(sendStatus(record({ send_state: 1 }))).toBe('sent');
    expect(sendStatus(record())).toBe('notSent');
    expect(fillStatus(record({ write_state: 1 }))).toBe('filled');
    expect(fillStatus(record())).toBe('notFilled');
    expect([twoStep(record()), twoStep(record({ step: 1 })), twoStep(record({ step: 2 }))]).toEqual([0, 1, 2]);
  });
});

describe('row actions', () => {
  const view = { showReferee: true, twoStep: false, readOnly: false, blocked: false };
  it('shows the send button only in a referee view with referees enabled and not read-only', () => {
    expect(rowActions(record(), view, 0).showSend).toBe(true);
    expect(rowActions(record(), { ...view, showReferee: false }, 0).showSend).toBe(false);
    expect(rowActions(record(), { ...view, readOnly: true }, 0).showSend).toBe(false);
  });
  it('disables sending once the letter is written (writeState 1) or while the row is blocked', () => {
    expect(rowActions(record({ write_state: 1 }), view, 0).sendDisabled).toBe(true);
    expect(rowActions(record(), { ...view, blocked: true }, 0).sendDisabled).toBe(true);
    expect(rowActions(record(), view, 0).sendDisabled).toBe(false);
  });
  it('offers a reminder in the two-step layout at most once a day', () => {
    const sent = record({ send_state: 1, sent_at: 0, can_remind_at: 0 });
    const two = { ...view, twoStep: true };
    expect(rowActions(sent, view, HOUR).canRemind).toBe(false);
    expect(rowActions(sent, two, HOUR)).toMatchObject({ canRemind: true, remindAt: null });
    const reminded = record({ send_state: 1, reminded_at: HOUR, can_remind_at: 25 * HOUR });
    expect(rowActions(reminded, two, 2 * HOUR)).toMatchObject({ canRemind: false, remindAt: 25 * HOUR });
    expect(rowActions(reminded, two, 25 * HOUR).canRemind).toBe(true);
    expect(rowActions(record({ send_state: 1, write_state: 1, can_remind_at: null }), two, HOUR)).toMatchObject({ canRemind: false, remindAt: null });
  });
});
