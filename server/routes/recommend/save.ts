import '../../messages';
import { PATHS } from '../../../protocol';
import { type LetterSaveData, letterSaveBody } from '../../../protocol/recommend';
import { translate } from '../../../schema-adapters';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { letterErrors, saveLetterText } from '../../services/recommend/letter';
import { openLetter } from './refereeScope';
import { signedInRoute } from './routeOptions';

/** POST recommend/save: stores a (possibly partial) letter and answers its validation errors. */
export default async function saveRoute(app: TypedApi): Promise<void> {
  app.post(
    PATHS.recommender.save,
    signedInRoute("Save the letter (partial allowed); a stale version is refused with 409, a file not the referee's upload with 400", { body: letterSaveBody }),
    async (request) => {
      const { rec, module, letter } = await openLetter(app, request);
      const locale = requestLocale(request.headers);
      const { values, version } = await saveLetterText(app.ctx.db, app.ctx.forms, letter, request.body.value, request.body.version, locale);
      const errors = letterErrors(app.ctx.forms, module.fields, values, locale);
      const data: LetterSaveData = { version, errors, complete: errors.length === 0, writeState: 0, letter_state: rec.letter_state };
      return ok(data, translate(locale, 'server.recommend.saved'));
    },
  );
}
