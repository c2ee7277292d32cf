import { useCallback, useRef, useState } from 'react';
import type { PortalFormHandle } from '../../../renderers';
import type { SaverForm } from './useFormSaver';

type Values = Record<string, unknown>;

/**
 * The portal form an editor mounts: its handle, the values it opens with (a remount shows others), and the count of
 * its edits already handed to the draft and the autosave.
 */
export function useMountedForm(opening: Values) {
  const [form, setForm] = useState({ values: opening, key: 0 });
  const formRef = useRef<PortalFormHandle>(null);
  const seenEdits = useRef(0);
  // The form owns the values; what it showed last is only a fallback for the moment it is not mounted.
  const shown = useRef<Values>(opening);
  const valuesNow = useCallback((): Values => formRef.current?.values() ?? shown.current, []);
  const show = (values: Values) => {
    shown.current = values;
  };
  /** True (once) when the form counts edits not handed on yet; they count as handed on from then. */
  const takeNewEdits = (): boolean => {
    const edits = formRef.current?.edits() ?? 0;
    if (edits === seenEdits.current) return false;
    seenEdits.current = edits;
    return true;
  };
  const markEditsSeen = () => {
    seenEdits.current = formRef.current?.edits() ?? seenEdits.current;
  };
  const remount = (values: Values) => {
    shown.current = values;
    seenEdits.current = 0;
    setForm((previous) => ({ values, key: previous.key + 1 }));
  };
  // A flush on hiding the page also sends keystrokes the form has not reported yet.
  const saverForm: Required<SaverForm> = { read: () => formRef.current?.values(), hasNewEdits: () => (formRef.current?.edits() ?? 0) !== seenEdits.current };
  return { form, formRef, valuesNow, show, takeNewEdits, markEditsSeen, remount, saverForm };
}
