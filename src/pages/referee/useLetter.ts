import { useCallback } from 'react';
import type { LetterFormData, RefereeApplicantInfoData } from '../../../protocol/recommend';
import * as refereeApi from '../../api/referee';
import { useRemote, type Remote } from '../../components/useRemote';

/** What the letter screen loads: who the letter is for, and the letter form with the saved values. */
export interface LetterData {
  info: RefereeApplicantInfoData;
  form: LetterFormData;
}

/** Loads the applicant's information and the letter form with the referee's session token. */
export function useLetter(session: string): { remote: Remote<LetterData>; retry: () => void } {
  const load = useCallback(async (): Promise<LetterData> => {
    const [info, form] = await Promise.all([refereeApi.applicantInfo(session), refereeApi.letterForm(session)]);
    return { info, form };
  }, [session]);
  return useRemote(load);
}
