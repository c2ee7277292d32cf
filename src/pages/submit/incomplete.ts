import type { FieldError, IncompleteData, MenuItem } from '../../../protocol/apply';

/** A required module that blocks the submission. */
export interface IncompleteModule {
  menuid: number;
  name: string;
  state: 0 | 1 | 2;
  errors: FieldError[];
}

/** Required modules of the menu (recommendation letters excluded: the referee writes them) not yet complete. */
export function incompleteFromMenu(list: MenuItem[]): IncompleteModule[] {
  return list.filter((item) => item.required === 1 && item.referee !== 2 && item.state !== 2).map((item) => ({ menuid: item.menuid, name: item.name, state: item.state, errors: [] }));
}

const isModule = (value: unknown): value is IncompleteData['modules'][number] => {
  if (typeof value !== 'object' || value === null) return false;
  return 'menuid' in value && typeof value.menuid === 'number' && 'name' in value && typeof value.name === 'string';
};

/** The modules of a refused submit (`IncompleteData` in the failure's data), or null when the failure is another one. */
export function incompleteFromFailure(data: unknown): IncompleteModule[] | null {
  if (typeof data !== 'object' || data === null) return null;
  const modules = 'modules' in data ? data.modules : undefined;
  if (!Array.isArray(modules)) return null;
  return modules.filter(isModule).map((item) => ({ menuid: item.menuid, name: item.name, state: item.state, errors: Array.isArray(item.errors) ? item.errors : [] }));
}

/** The route of a module page. */
export const moduleRoute = (menuid: number): string => `/applyform/basic?menu_id=${menuid}`;
