import '../../messages';
import { PATHS } from '../../../protocol';
import { type LetterSaveData, letterSubmitBody } from '../../../protocol/recommend';
import { translate } from '../../../schema-adapters';
import { parseJson } from '../../db/json';
import { ok } from '../../http/envelope';
import { badRequest, conflict, missingField } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { letterErrors, letterFileErrors, saveLetterText } from '../../services/recommend/letter';
import { dropEarlierLinks } from '../../services/recommend/reset';
import { openLetter } from './refereeScope';
import { signedInRoute } from './routeOptions';

/** POST recommend/submit: a complete letter becomes final (writeState 1, letter_state 2) and read-only. */
export default async function submitRoute(app: TypedApi): Promise<void> {
  app.post(
    PATHS.recommender.submit,
    signedInRoute("Submit the letter: saved first when values are sent, refused while incomplete or naming files not the referee's", { body: letterSubmitBody }),
    async (request) => {
      const { db, clock } = app.ctx;
      const { rec, module, letter } = await openLetter(app, request);
      const locale = requestLocale(request.headers);
      let values = parseJson<Record<string, unknown>>(rec.value, {});
      let { version } = rec;
      const sent = request.body.value !== undefined;
      if (request.body.value !== undefined) {
        if (request.body.version === undefined) throw missingField('version');
        ({ values, version } = await saveLetterText(db, app.ctx.forms, letter, request.body.value, request.body.version, locale));
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
