import type { RecommendationRecord } from '../../../../protocol/recommend';

/** A recommendation record as the server answers it, with overrides. */
export function record(overrides: Partial<RecommendationRecord> = {}): RecommendationRecord {
  return {
    id: 1, row_number: 1, name: 'Ada', email: 'ada@example.com', send_state: 0, write_state: 0, letter_state: 0, sendState: 0, writeState: 0,
    step: 0, sent_at: null, reminded_at: null, submitted_at: null, email_status: 'not_sent', email_locked: false, can_remind_at: null,
    ...overrides,
  };
}
