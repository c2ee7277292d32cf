import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../protocol/apply';
import type { SupplementaryData } from '../../../protocol/supplementary';
import { fieldErrorsOf, isApiFailure } from '../../api';
import * as supplementaryApi from '../../api/supplementary';
import { failureText } from '../../components/failureText';

/** How the last submission ended: not tried, done (when), refused over incomplete fields, or refused otherwise. */
export type SubmissionOutcome = { kind: 'none' } | { kind: 'done'; at: number } | { kind: 'incomplete'; errors: FieldError[] } | { kind: 'refused'; message: string };

const refusedFields = (error: unknown): FieldError[] | null => {
  const errors = fieldErrorsOf(error);
  return errors.length > 0 ? errors : null;
};

/** The one-time submission of the supplementary materials, with the materials as they stand after it. */
export function useSupplementSubmission(loaded: SupplementaryData) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmissionOutcome>({ kind: 'none' });
  // Kept here rather than reloaded through the loader, so the outcome stays on screen.
  const [data, setData] = useState(loaded);

  const submit = async () => {
    setBusy(true);
    try {
      const result = await supplementaryApi.submit(data.values);
      setOutcome({ kind: 'done', at: result.submitted_at });
      setData((current) => ({ ...current, submitted_at: result.submitted_at, open: false, state: 2 }));
    } catch (error) {
      const errors = refusedFields(error);
      setOutcome(errors ? { kind: 'incomplete', errors } : { kind: 'refused', message: failureText(error, t) });
      if (!errors && isApiFailure(error)) setData(await supplementaryApi.material().catch(() => data));
    } finally {
      setBusy(false);
    }
  };
  return { data, busy, outcome, submit };
}
