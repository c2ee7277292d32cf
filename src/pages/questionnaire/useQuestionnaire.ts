import { useCallback, useEffect } from 'react';
import type { QuestionnaireData } from '../../../protocol/content';
import * as questionnaireApi from '../../api/questionnaire';
import { type Remote, useRemote } from '../../components/useRemote';
import { useApplyStore, useSessionStore } from '../../store';

/** Whether the visitor is signed in as the sign-in guard counts it (with a token to answer with). */
export function useSignedIn(): boolean {
  return useSessionStore((state) => state.shortName !== '' && state.token !== '' && state.userInfo !== null && state.userInfo.uid !== '');
}

/**
 * The questionnaire screen's data: the project's questionnaire (anonymous visitors name the project by its domain).
 * A signed-in visitor has now seen it, so home does not offer it again this session; an answered one is remembered.
 */
export function useQuestionnaire(): { remote: Remote<QuestionnaireData>; retry: () => void; signedIn: boolean } {
  const domain = useSessionStore((state) => state.shortName);
  const signedIn = useSignedIn();
  const load = useCallback(() => questionnaireApi.questionnaire(signedIn || !domain ? {} : { domain }), [domain, signedIn]);
  const { remote, retry } = useRemote(load);
  const loaded = remote.state === 'ready' ? remote.data : null;
  useEffect(() => {
    if (!signedIn || !loaded) return;
    const store = useApplyStore.getState();
    store.loadQuestionnaire(loaded);
    store.postponeQuestionnaire();
  }, [signedIn, loaded]);
  return { remote, retry, signedIn };
}
