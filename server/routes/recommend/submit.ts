import '../../messages';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../protocol';
import { type LetterSaveData, letterSubmitBody } from '../../../protocol/recommend';
import { translate } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { ok } from '../../http/envelope';
import { badRequest, conflict, missingField } from '../../http/errors';
import { requestLocale } from '../../http/language';
import { letterErrors, letterFileErrors, letterModule, letterValues, ownLetterFiles, storeLetter } from '../../services/recommend/letter';
import { dropEarlierLinks } from '../../services/recommend/reset';
import { refereeScope } from './refereeScope';
import { signedInRoute } from './routeOptions';

/** POST recommend/submit: a complete letter becomes final (writeState 1, letter_state 2) and read-only. */
export default async function submitRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.post(
    PATHS.recommender.submit,
    signedInRoute("Submit the letter: saved first when values are sent, refused while incomplete or naming files not the referee's", { body: letterSubmitBody }),
    async (request) => {
      const { db, clock } = app.ctx;
      const { rec, application, project } = await refereeScope(app, request);
      if (rec.write_state === 1) throw conflict('server.recommend.letterSubmitted');
      const module = await letterModule(db, project.id);
      const locale = requestLocale(request.headers);
      const letter = { module, recommendationId: rec.id, applicationId: application.id, projectId: project.id };
      let values = parseJson<Record<string, unknown>>(rec.value, {});
      let { version } = rec;
      const sent = request.body.value !== undefined;
      if (request.body.value !== undefined) {
        if (request.body.version === undefined) throw missingField('version');
        values = await ownLetterFiles(db, app.ctx.forms, letter, letterValues(app.ctx.forms, module.fields, request.body.value), locale);
        version = await storeLetter(db, rec.id, request.body.version, values);
      }
      const fileErrors = sent ? [] : await letterFileErrors(db, app.ctx.forms, letter, values, locale);
      const errors = [...letterErrors(app.ctx.forms, module.fields, values, locale), ...fileErrors];
      if (errors.length > 0) throw badRequest('server.recommend.letterIncomplete', {}, { errors, version });
      const result = await db
        .updateTable('recommendations')
        .set({ write_state: 1, letter_state: 2, submitted_at: clock.now() })
        .where('id', '=', rec.id)
        .where('write_state', '=', 0)
        .where('version', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw conflict('server.recommend.staleVersion');
      await dropEarlierLinks(db, [rec.id]);
      const data: LetterSaveData = { version, errors: [], complete: true, writeState: 1, letter_state: 2 };
      return ok(data, translate(locale, 'server.recommend.submitted'));
    },
  );
}
