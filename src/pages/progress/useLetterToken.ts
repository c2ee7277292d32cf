import { useEffect, useState } from 'react';
import { admissionInfo } from '../../api/results';

/** The admission letter's token once `wanted` (an admission step is shown); '' until known or when it cannot be read. */
export function useLetterToken(wanted: boolean): string {
  const [token, setToken] = useState('');
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    admissionInfo().then(
      (info) => live && setToken(info.admission?.letter_token ?? ''),
      () => live && setToken(''),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? token : '';
}
