import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecommendationActionData, RecommendationListData } from '../../../protocol/recommend';
import { recommendApi } from '../../api';
import { failureText } from '../../components/failureText';

/** The outcome of the last action, shown in a live region. */
export interface Notice {
  severity: 'success' | 'error';
  text: string;
}

/** What the panel reads and does: the list (or its failure), the busy row, the last notice and the three actions. */
export interface Recommenders {
  data: RecommendationListData | null;
  /** When the list last came in (ms): reminders compare their time with it. */
  loadedAt: number;
  loadError: unknown;
  busy: number | null;
  notice: Notice | null;
  reload(): void;
  send(id: number): void;
  remind(id: number): void;
  changeEmail(id: number, email: string): Promise<boolean>;
}

/** Loads the applicant's recommenders and runs send / remind / e-mail change, each answered with the server's message. */
export function useRecommenders(): Recommenders {
  const { t } = useTranslation();
  const [data, setData] = useState<RecommendationListData | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    recommendApi.recommenders().then(
      (list) => {
        if (!live) return;
        setData(list);
        setLoadedAt(Date.now());
        setLoadError(null);
      },
      (error: unknown) => live && setLoadError(error),
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((current) => current + 1), []);

  const run = useCallback(
    async (id: number, call: () => Promise<RecommendationActionData>, done: 'sent' | 'reminded' | 'changed'): Promise<boolean> => {
      setBusy(id);
      setNotice(null);
      try {
        const { record } = await call();
        setData((current) => current && { ...current, list: current.list.map((item) => (item.id === record.id ? record : item)) });
        setNotice({ severity: 'success', text: t(`portal.recommend.done.${done}`, { email: record.email }) });
        return true;
      } catch (error) {
        setNotice({ severity: 'error', text: failureText(error, t) });
        return false;
      } finally {
        setBusy(null);
        reload();
      }
    },
    [t, reload],
  );

  return {
    data,
    loadedAt,
    loadError,
    busy,
    notice,
    reload,
    send: (id) => void run(id, () => recommendApi.sendInvitation({ id }), 'sent'),
    remind: (id) => void run(id, () => recommendApi.remind({ id }), 'reminded'),
    changeEmail: (id, email) => run(id, () => recommendApi.confirmEmailChange({ id }, email), 'changed'),
  };
}
