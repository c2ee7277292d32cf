import { describe, it } from 'vitest';
import { expectRootVisibility } from './helpers';

const item = ['yes', 'no'];

/** Regression: a trigger loop is broken the same way wherever it is entered, walking from the always-shown fields first. */
describe('a loop reachable from a root controller', () => {
  const ordered = (order: 'RAB' | 'RBA') => {
    const r = { id: 1, field: 'r', type: 3, item, condition: { option_trigger: { option_index: [0], open_id: [2] } } };
    const a = { id: 2, field: 'a', type: 3, item, isrelation: 1, condition: { option_trigger: { option_index: [0], open_id: [3] } } };
    const b = { id: 3, field: 'b', type: 3, item, isrelation: 1, required: 1, condition: { option_trigger: { option_index: [0], open_id: [2] } } };
    return order === 'RAB' ? [r, a, b] : [r, b, a];
  };

  it('shows B when R opens A and A chooses B (fields listed R, B, A)', () => {
    expectRootVisibility(ordered('RBA'), 'en', 'b', { r: '0', a: '0' }, true);
  });

  it('shows B when R opens A and A chooses B (fields listed R, A, B)', () => {
    expectRootVisibility(ordered('RAB'), 'en', 'b', { r: '0', a: '0' }, true);
  });
});
