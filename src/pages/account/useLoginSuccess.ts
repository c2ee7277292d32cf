import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { LoginData } from '../../../protocol/account';
import { safeRedirect } from '../../app/domain';
import { applyLoginResult, useApplyStore } from '../../store';

/** After a login (or phone registration) answer: store the session, then go back to `redirect` or home. */
export function useLoginSuccess(): (data: LoginData) => void {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const redirect = search.get('redirect');
  return useCallback(
    (data: LoginData) => {
      applyLoginResult({ status: 200, data });
      if (data.is_free === 1) useApplyStore.getState().patchProject(data.project_id, { freeState: true });
      void navigate(safeRedirect(redirect), { replace: true });
    },
    [navigate, redirect],
  );
}

/** After a refused login: the user info is cleared (spec section 4). */
export function applyLoginFailure(status: number): void {
  applyLoginResult({ status });
}
