import { PATHS } from '../../protocol';
import type { QuestionnaireData } from '../../protocol/content';
import { apiGet, apiPost } from './client';
import type { ProjectScope } from './content';

/** What an accepted answer records. */
export interface QuestionnaireAnswer {
  id: number;
  questionnaire_id: number;
  created_at: number;
}

/** GET misc.questionnaireFieldList: the project's questionnaire and whether you answered it (404 when it has none). */
export const questionnaire = (scope: ProjectScope = {}) => apiGet<QuestionnaireData>(PATHS.misc.questionnaireFieldList, { ...scope });

/**
 * POST misc.questionnaireAnswer (signed in): answers the questionnaire once. 400 with `{ errors }` when an answer is
 * invalid, 409 when it was answered already.
 */
export const answerQuestionnaire = (id: number, values: Record<string, unknown>) =>
  apiPost<QuestionnaireAnswer>(PATHS.misc.questionnaireAnswer, { id, value: JSON.stringify(values) });
