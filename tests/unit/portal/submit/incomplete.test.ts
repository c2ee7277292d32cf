import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../../protocol/apply';
import { incompleteFromFailure, incompleteFromMenu, moduleRoute } from '../../../../src/pages/submit/incomplete';

const item = (menuid: number, required: 0 | 1, referee: 0 | 1 | 2, state: 0 | 1 | 2): MenuItem => ({
  menuid,
  title: { en: `M${menuid}` },
  name: `M${menuid}`,
  options: {},
  required,
  referee,
  state,
  version: 0,
});

describe('submit completeness', () => {
  it('lists required modules not complete, never letters or optional modules', () => {
    const list = [item(1, 1, 0, 2), item(2, 1, 0, 1), item(3, 0, 0, 0), item(4, 1, 1, 0), item(5, 1, 2, 0)];
    expect(incompleteFromMenu(list).map((module) => module.menuid)).toEqual([2, 4]);
  });

  it('reads the server refusal (IncompleteData) and ignores other failures', () => {
    const data = { modules: [{ menuid: 2, name: 'Education', state: 1, errors: [{ field: 'school', keyword: 'required', message: 'Required' }] }, { bogus: true }] };
    expect(incompleteFromFailure(data)).toEqual([{ menuid: 2, name: 'Education', state: 1, errors: data.modules[0]?.errors }]);
    expect(incompleteFromFailure({ field: 'acknowledge' })).toBeNull();
    expect(incompleteFromFailure(null)).toBeNull();
  });

  it('links a module to its page', () => {
    expect(moduleRoute(7)).toBe('/applyform/basic?menu_id=7');
  });
});
