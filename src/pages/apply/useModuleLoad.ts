import { useCallback } from 'react';
import { applyApi } from '../../api';
import { useRemote } from '../../components/useRemote';

/** Loads a module's definitions, values and version (apply.filed); `retry` loads again. */
export function useModuleLoad(menuId: number) {
  const load = useCallback(() => applyApi.filed(menuId), [menuId]);
  return useRemote(load);
}
