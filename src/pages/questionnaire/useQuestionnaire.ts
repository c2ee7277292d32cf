import { useCallback, useEffect } from 'react';
import type { QuestionnaireData } from '../../../protocol/content';
import * as questionnaireApi from '../../api/questionnaire';
import type { Remote } from '../../components/useRemote';
import { useFormLoad } from '../formSaving/useFormLoad';
import { preparePortalForm } from '../../formRuntime';
import { useSignedIn } from './signedIn';
import { useApplyStore, useSessionStore } from '../../store';


/**
 * The questionnaire screen's data: the project's questionnaire (anonymous visitors name the project by its domain).
 * A signed-in visitor has now seen it, so home does not offer it again this session; an answered one is remembered.
 */
export function useQuestionnaire(): { remote: Remote<QuestionnaireData>; retry: () => void; signedIn: boolean } {
  const domain = useSessionStore((state) => state.shortName);
  const signedIn = useSignedIn();
  const load = useCallback(async () => {
    const data = await questionnaireApi.questionnaire(signedIn || !domain ? {} : { domain });
    await preparePortalForm(data.fields);
    return data;
  }, [domain, signedIn]);
  const { remote, retry } = useFormLoad(load);
  const loaded = remote.state === 'ready' ? remote.data : null;
  useEffect(() => {
    if (!signedIn || !loaded) return;
    const store = useApplyStore.getState();
    store.loadQuestionnaire(loaded);
    store.postponeQuestionnaire();
  }, [signedIn, loaded]);
  return { remote, retry, signedIn };
}
