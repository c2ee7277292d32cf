import '../../messages';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { PATHS } from '../../../protocol';
import { type LetterSaveData, letterSaveBody } from '../../../protocol/recommend';
import { translate } from '../../../schema-adapters';
import { ok } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { requestLocale } from '../../http/language';
import { letterErrors, letterModule, letterValues, ownLetterFiles, storeLetter } from '../../services/recommend/letter';
import { refereeScope } from './refereeScope';
import { signedInRoute } from './routeOptions';

/** POST recommend/save: stores a (possibly partial) letter and answers its validation errors. */
export default async function saveRoute(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  api.post(
    PATHS.recommender.save,
    signedInRoute("Save the letter (partial allowed); a stale version is refused with 409, a file not the referee's upload with 400", { body: letterSaveBody }),
    async (request) => {
      const { rec, application, project } = await refereeScope(app, request);
      if (rec.write_state === 1) throw conflict('server.recommend.letterSubmitted');
      const module = await letterModule(app.ctx.db, project.id);
      const locale = requestLocale(request.headers);
      const letter = { module, recommendationId: rec.id, applicationId: application.id, projectId: project.id };
      const values = await ownLetterFiles(app.ctx.db, app.ctx.forms, letter, letterValues(app.ctx.forms, module.fields, request.body.value), locale);
      const errors = letterErrors(app.ctx.forms, module.fields, values, locale);
      const version = await storeLetter(app.ctx.db, rec.id, request.body.version, values);
      const data: LetterSaveData = { version, errors, complete: errors.length === 0, writeState: 0, letter_state: rec.letter_state };
      return ok(data, translate(locale, 'server.recommend.saved'));
    },
  );
}
