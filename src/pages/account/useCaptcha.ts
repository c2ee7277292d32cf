import { useCallback, useEffect, useState } from 'react';
import type { CaptchaData } from '../../../protocol/account';
import { publicApi } from '../../api';

/** A picture captcha from public.code: the current one, its failure, and `refresh` for a new one. */
export function useCaptcha(): { captcha: CaptchaData | null; error: unknown; refresh(): void } {
  const [captcha, setCaptcha] = useState<CaptchaData | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    publicApi.captcha().then(
      (data) => {
        if (!live) return;
        setCaptcha(data);
        setError(null);
      },
      (failure: unknown) => live && setError(failure),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const refresh = useCallback(() => setRound((value) => value + 1), []);
  return { captcha, error, refresh };
}
