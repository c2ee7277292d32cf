import { describe, expect, it } from 'vitest';
import { getFixture } from '../../../../fixtures';
import { pendingEmailChanges } from '../../../../src/pages/recommend/emailChange';
import { formRecommenders, recommenderColumns, repeatedEmails } from '../../../../src/pages/recommend/rows';
import { record } from './record';

const columns = recommenderColumns(getFixture('sc-recommenders').fields);

const values = (...emails: string[]) => ({
  recommenders: emails.map((email, index) => ({ columnNumber: index + 1, name: `R${index + 1}`, email })),
});

describe('recommender rows of form values', () => {
  it('finds the repeating group, its e-mail (nature 5) and name columns', () => {
    expect(columns).toEqual({ groupKey: 'recommenders', emailKey: 'email', nameKey: 'name' });
  });
  it('reads rows with normalised e-mails and finds repeats (trimmed, case-insensitive)', () => {
    if (!columns) throw new Error('no columns');
    const rows = formRecommenders(columns, values(' A@x.org ', 'b@x.org', 'a@X.org'));
    expect(rows.map((row) => row.email)).toEqual(['a@x.org', 'b@x.org', 'a@x.org']);
    expect([...repeatedEmails(rows)]).toEqual(['a@x.org']);
    expect(repeatedEmails(formRecommenders(columns, values('a@x.org', '')))).toEqual(new Set());
  });
});

describe('e-mail change detection', () => {
  if (!columns) throw new Error('no columns');
  const sent = record({ id: 7, row_number: 1, email: 'a@x.org', send_state: 1 });
  it('asks to confirm a changed e-mail of a sent recommender', () => {
    expect(pendingEmailChanges([sent], formRecommenders(columns, values('new@x.org')))).toEqual([{ record: sent, email: 'new@x.org' }]);
  });
  it('ignores unsent rows, written letters, unchanged, invalid, repeated or taken e-mails', () => {
    const rows = (...emails: string[]) => formRecommenders(columns, values(...emails));
    expect(pendingEmailChanges([{ ...sent, send_state: 0 }], rows('new@x.org'))).toEqual([]);
    expect(pendingEmailChanges([{ ...sent, write_state: 1 }], rows('new@x.org'))).toEqual([]);
    expect(pendingEmailChanges([sent], rows(' A@x.org'))).toEqual([]);
    expect(pendingEmailChanges([sent], rows('not-an-email'))).toEqual([]);
    expect(pendingEmailChanges([sent], rows('c@x.org', 'c@x.org'))).toEqual([]);
    const other = record({ id: 8, row_number: 2, email: 'b@x.org' });
    expect(pendingEmailChanges([sent, other], rows('b@x.org', 'd@x.org'))).toEqual([]);
  });
});
