import { useCallback } from 'react';
import { admissionInfo } from '../../api/results';
import { useRemote } from '../../components/useRemote';

/** The interview invitation, its result and the applicant's answers (apply.getAdmissionInfo); `retry` reloads. */
export function useAdmissionInfo() {
  const load = useCallback(() => admissionInfo(), []);
  return useRemote(load);
}
