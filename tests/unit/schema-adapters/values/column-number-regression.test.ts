import { describe, expect, it } from 'vitest';
import { fromServerValues, toServerValues } from '../../../../schema-adapters/index';
import { recommenderRows, refereeColumns } from '../../../../schema-adapters/module/recommenders';

// Found by the robustness property: a row whose columnNumber cannot become a number threw a raw TypeError.
const fields = [
  { id: 7, field: 'd', type: 1, name: 'Rows' },
  { id: 1, field: 'a', type: 1, pid: 7, name: 'A', condition: '{"columnTable":{"isInColumnTable":1,"width":100}}' },
];

describe('a row columnNumber that is neither a number nor numeric text', () => {
  for (const columnNumber of [Object.create(null) as unknown, JSON.parse('{"toString":1,"valueOf":1}') as unknown, ['2'], true]) {
    it(`${JSON.stringify(columnNumber) ?? 'a bare object'} keeps the row in place and numbers it by position`, () => {
      const values = { d: [{ a: 'first', columnNumber: 3 }, { a: 'second', columnNumber }] };
      const saved = toServerValues(fields, fromServerValues(fields, values)) as { d: Array<Record<string, unknown>> };
      expect(saved.d.map((row) => [row.a, row.columnNumber])).toEqual([
        ['second', 1],
        ['first', 2],
      ]);
    });
  }

  it('does not throw when listing recommenders', () => {
    const columns = refereeColumns([
      { id: 7, field: 'refs', type: 1, name: 'Referees' },
      { id: 1, field: 'email', type: 1, pid: 7, name: 'E-mail', nature: 5, condition: '{"columnTable":{"isInColumnTable":1}}' },
    ]);
    expect(columns).not.toBeNull();
    const rows = recommenderRows(columns!, { refs: [{ email: 'a@b.cn', columnNumber: Object.create(null) as unknown }] });
    expect(rows).toEqual([{ rowNumber: 1, name: '', email: 'a@b.cn' }]);
  });
});
