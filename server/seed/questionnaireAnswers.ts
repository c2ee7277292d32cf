import type { ServerContext } from '../context';
import { fieldsFromText } from '../services/apply/fieldsCache';

/** The answer the seeded accounts gave to their project's survey. */
const SEEDED_ANSWER = { source: '0', helpful: ['0'] };

/**
 * The seeded accounts (`…@{domain}.example.com`) have answered their project's questionnaire, validated by the form
 * runtime like any answer, so logging in as one leads straight to home; a newly registered account is offered it.
 */
export async function seedQuestionnaireAnswers(ctx: ServerContext, projects: Map<string, number>, now: number): Promise<void> {
  const { db, forms } = ctx;
  for (const [domain, projectId] of projects) {
    const questionnaire = await db.selectFrom('questionnaires').select(['id', 'fields']).where('project_id', '=', projectId).orderBy('id').executeTakeFirst();
    if (!questionnaire) continue;
    const errors = forms.validate(fieldsFromText(questionnaire.fields), SEEDED_ANSWER);
    if (errors.length > 0) throw new Error(`The seeded answer to the ${domain} questionnaire is not valid: ${JSON.stringify(errors)}`);
    const users = await db.selectFrom('users').select('id').where('project_id', '=', projectId).where('email', 'like', `%@${domain}.example.com`).execute();
    for (const user of users) {
      const answered = await db.selectFrom('questionnaire_answers').select('id').where('questionnaire_id', '=', questionnaire.id).where('user_id', '=', user.id).executeTakeFirst();
      if (answered) continue;
      await db.insertInto('questionnaire_answers').values({ questionnaire_id: questionnaire.id, user_id: user.id, value: JSON.stringify(SEEDED_ANSWER), created_at: now }).execute();
    }
  }
}
