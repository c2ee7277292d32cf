import { useCallback } from 'react';
import { applyApi } from '../../api';
import { useFormLoad } from '../formSaving/useFormLoad';
import { preparePortalForm } from '../../formRuntime';
import { editorPartsOf } from './editorParts';

/** Loads a module's definitions, values and version (apply.filed), then the code its editor needs; `retry` loads again. */
export function useModuleLoad(menuId: number) {
  const load = useCallback(async () => {
    const filed = await applyApi.filed(menuId);
    await Promise.all([preparePortalForm(filed.fields, { referee: filed.menu.referee }), ...editorPartsOf(filed).map((part) => part.load())]);
    return filed;
  }, [menuId]);
  return useFormLoad(load);
}
