import { useEffect } from 'react';
import { isApiFailure } from '../../api';
import * as questionnaireApi from '../../api/questionnaire';
import { useApplyStore, useSessionStore } from '../../store';

/**
 * While `active`, asks the server for the project's questionnaire and records it in the store (none: nothing to offer).
 * An answer that arrives after the session changed is dropped; another failure leaves it unknown, to ask again later.
 */
export function useQuestionnaireCheck(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    let live = true;
    const token = useSessionStore.getState().token;
    const current = () => live && useSessionStore.getState().token === token;
    questionnaireApi.questionnaire().then(
      (data) => {
        if (current()) useApplyStore.getState().loadQuestionnaire(data);
      },
      (error: unknown) => {
        if (current() && isApiFailure(error) && error.status === 404) useApplyStore.getState().loadQuestionnaire(null);
      },
    );
    return () => {
      live = false;
    };
  }, [active]);
}
