import { useCallback, useRef } from 'react';
import { applyApi } from '../../api';
import { type SavedHandler, type SaverForm, useFormSaver } from '../formSaving/useFormSaver';

export { AUTOSAVE_DELAY_MS, isUnsaved } from '../formSaving/useFormSaver';

type Values = Record<string, unknown>;

/** One module's saving (see `useFormSaver`), with the one-off confirmation of changed or removed recommenders. */
export function useAutosave(menuId: number, version: number, enabled: boolean, onSaved: SavedHandler, form: Required<SaverForm>) {
  // Set only by the applicant's answer to the confirmation dialog, for the one save that follows; autosave never sets it.
  const confirmNext = useRef(false);
  const saver = useFormSaver(
    (values, base) => {
      const confirmed = confirmNext.current;
      confirmNext.current = false;
      return applyApi.saveModule(menuId, values, base, confirmed);
    },
    menuId,
    version,
    enabled,
    onSaved,
    form,
  );
  const { flush } = saver;
  /** Saves `values` now, confirming the change or removal of invited recommenders the server asked about. */
  const confirmAndFlush = useCallback(
    (values: Values) => {
      confirmNext.current = true;
      flush(values, true);
    },
    [flush],
  );
  return { ...saver, confirmAndFlush };
}
