import { PATHS } from '../../../protocol';
import { CONTENT_SCHEMAS, type QuestionnaireData } from '../../../protocol/content';
import { fieldsFromText } from '../../services/apply/fieldsCache';
import { requireApplicant, TOKEN_SECURITY } from '../../http/auth';
import { ok } from '../../http/envelope';
import { badRequest, conflict, notFound } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { parseJson } from '../../db/json';
import { resolveProject } from '../../services/content/project';
import { parseValues } from '../../services/content/signup';
import { localized, pick } from '../../services/content/text';

/** The project's questionnaire: its raw field definitions and one answer per applicant. */
export default async function questionnaireRoutes(app: TypedApi): Promise<void> {
  const { db, clock } = app.ctx;
  const tags = ['misc'];

  const questionnaireOf = async (projectId: number, id?: number) => {
    let query = db.selectFrom('questionnaires').selectAll().where('project_id', '=', projectId);
    if (id !== undefined) query = query.where('id', '=', id);
    const row = await query.orderBy('id').executeTakeFirst();
    if (!row) throw notFound('server.content.questionnaireNotFound');
    return row;
  };

  const answered = async (questionnaireId: number, userId: number | undefined) =>
    userId !== undefined &&
    (await db.selectFrom('questionnaire_answers').select('id').where('questionnaire_id', '=', questionnaireId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;

  app.get(
    PATHS.misc.questionnaireFieldList,
    { schema: { tags, summary: 'The questionnaire: title and raw field definitions, and whether you answered it', querystring: CONTENT_SCHEMAS.projectQuery } },
    async (request) => {
      const row = await questionnaireOf(await resolveProject(db, request, request.query));
      const title = localized(row.title);
      return ok<QuestionnaireData>({
        id: row.id,
        title: pick(title, requestLocale(request.headers)),
        title_i18n: title,
        fields: parseJson<unknown[]>(row.fields, []),
        answered: await answered(row.id, request.applicant?.id),
      });
    },
  );

  app.post(
    PATHS.misc.questionnaireAnswer,
    { schema: { tags, summary: 'Answers the questionnaire (values as JSON text), once per applicant', body: CONTENT_SCHEMAS.answerBody, security: TOKEN_SECURITY } },
    async (request) => {
      const user = requireApplicant(request);
      const row = await questionnaireOf(user.projectId, request.body.id);
      const values = parseValues(request.body.value);
      const errors = app.ctx.forms.validate(fieldsFromText(row.fields), values, { locale: requestLocale(request.headers) });
      if (errors.length > 0) throw badRequest('server.content.answerInvalid', {}, { errors });
      if (await answered(row.id, user.id)) throw conflict('server.content.alreadyAnswered');
      const now = clock.now();
      const inserted = await db
        .insertInto('questionnaire_answers')
        .values({ questionnaire_id: row.id, user_id: user.id, value: JSON.stringify(values), created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(async (error: unknown) => {
          // A concurrent answer that won the unique index (migration 050).
          if (await answered(row.id, user.id)) throw conflict('server.content.alreadyAnswered');
          throw error;
        });
      return ok({ id: inserted.id, questionnaire_id: row.id, created_at: now });
    },
  );
}
