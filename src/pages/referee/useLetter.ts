import { useCallback } from 'react';
import type { LetterFormData, RefereeApplicantInfoData } from '../../../protocol/recommend';
import * as refereeApi from '../../api/referee';
import type { Remote } from '../../components/useRemote';
import { useFormLoad } from '../formSaving/useFormLoad';
import { preparePortalForm } from '../../formRuntime';

/** The referee value of a recommendation-letter module (spec section 3), as the letter editor draws it. */
export const LETTER_REFEREE = 2;

/** What the letter screen loads: who the letter is for, and the letter form with the saved values. */
export interface LetterData {
  info: RefereeApplicantInfoData;
  form: LetterFormData;
}

/** Loads the applicant's information and the letter form with the referee's session token. */
export function useLetter(session: string): { remote: Remote<LetterData>; retry: () => void } {
  const load = useCallback(async (): Promise<LetterData> => {
    const [info, form] = await Promise.all([refereeApi.applicantInfo(session), refereeApi.letterForm(session)]);
    await preparePortalForm(form.fields, { referee: LETTER_REFEREE });
    return { info, form };
  }, [session]);
  return useFormLoad(load);
}
