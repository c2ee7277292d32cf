import { useCallback, useEffect, useState } from 'react';
import { checkFile, type FileCheck } from './fileCheck';

/** The check of `href` (null while it runs), again on `retry`; an aborted or superseded check is ignored. */
export function useFileCheck(href: string | null): { check: FileCheck | null; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ href: string; attempt: number; check: FileCheck } | null>(null);
  useEffect(() => {
    if (!href) return undefined;
    const controller = new AbortController();
    void checkFile(href, controller.signal).then((check) => {
      if (!controller.signal.aborted) setResult({ href, attempt, check });
    });
    return () => controller.abort();
  }, [href, attempt]);
  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  return { check: result && result.href === href && result.attempt === attempt ? result.check : null, retry };
}
