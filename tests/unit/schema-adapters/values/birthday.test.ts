import { describe, expect, it } from 'vitest';
import { fillBirthdayFromId } from '../../../../schema-adapters/index';

const column = { columnTable: { isInColumnTable: 1 } };
const fields = [
  { id: 1, field: 'id_number', type: 1, nature: 7 },
  { id: 2, field: 'birthday', type: 6, connect_id_card: 1 },
  { id: 3, field: 'other_date', type: 6 },
  { id: 10, field: 'family', type: 1 },
  { id: 11, field: 'member_id', type: 1, nature: 7, pid: 10, condition: column },
  { id: 12, field: 'member_birthday', type: 6, connect_id_card: 1, pid: 10, condition: column },
];
const VALID_18 = '11010519491231002X';

describe('fillBirthdayFromId', () => {
  it('fills the linked date from a valid 18-digit ID at the root', () => {
    const filled = fillBirthdayFromId(fields, { id_number: VALID_18, birthday: '2000-01-01' });
    expect(filled).toEqual({ id_number: VALID_18, birthday: '1949-12-31' });
  });

  it('does not fill a date without connect_id_card', () => {
    expect(fillBirthdayFromId(fields, { id_number: VALID_18 }).other_date).toBeUndefined();
  });

  it('fills the linked date per row from that row’s ID', () => {
    const data = { family: [{ columnNumber: 1, member_id: VALID_18 }, { columnNumber: 2, member_id: '110105491231002' }] };
    const filled = fillBirthdayFromId(fields, data);
    expect(filled.family).toEqual([
      { columnNumber: 1, member_id: VALID_18, member_birthday: '1949-12-31' },
      { columnNumber: 2, member_id: '110105491231002' },
    ]);
    expect(data.family[0]).not.toHaveProperty('member_birthday');
  });

  it.each([
    ['a 15-digit ID', '110105491231002'],
    ['an ID with a wrong check digit', '110105194912310021'],
    ['a partial ID', '1101051949'],
  ])('leaves the date for %s and returns the same object', (_, id) => {
    const data = { id_number: id, birthday: '2000-01-01' };
    expect(fillBirthdayFromId(fields, data)).toBe(data);
  });

  it('returns the same object when the birthday is already right', () => {
    const data = { id_number: VALID_18, birthday: '1949-12-31', family: [{ columnNumber: 1, member_id: VALID_18, member_birthday: '1949-12-31' }] };
    expect(fillBirthdayFromId(fields, data)).toBe(data);
  });

  it('returns the same object when there is no ID', () => {
    const data = { birthday: '2000-01-01' };
    expect(fillBirthdayFromId(fields, data)).toBe(data);
  });
});
