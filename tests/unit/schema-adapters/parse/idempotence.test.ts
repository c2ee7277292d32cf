import { describe, expect, it } from 'vitest';
import { allFixtures } from '../../../../fixtures/index';
import { parseFields } from '../../../../schema-adapters/index';

describe('parseFields is idempotent', () => {
  it.each(allFixtures.map((fixture) => [fixture.name, fixture.fields] as const))('on fixture %s', (_, raw) => {
    const once = parseFields(raw);
    expect(once.length).toBe(raw.length);
    expect(parseFields(once)).toEqual(once);
    expect(parseFields(parseFields(once))).toEqual(once);
  });

  it('on its own output sent as JSON text', () => {
    const once = parseFields(allFixtures.flatMap((f) => f.fields).slice(0, 5));
    expect(parseFields(JSON.stringify(once))).toEqual(once);
  });

  it('on definitions with conditions, options, relations and row relations', () => {
    const raw = [
      { id: '1', field: 'c', type: '3', item: ['a', 'b'], condition: '{"option_trigger":{"option_index":"{\\"sc\\":[1],\\"en\\":[0]}","open_id":[2]}}' },
      { id: 2, field: 'd', type: 1, isrelation: '1', condition: { labelWidth: 120 } },
      { id: 3, field: 'g', type: 1, condition: { requirerdQuantity: '1', customize: 2, buttonName: 'Add one' } },
      { id: 4, field: 'col', type: 6, pid: 3, isrelation_2: 1, date_type: 'month', condition: { columnTable: { isInColumnTable: 1, width: '120' } } },
    ];
    const once = parseFields(raw);
    expect(parseFields(once)).toEqual(once);
    expect(once[3]?.isrelation_rows).toEqual([2]);
  });
});
