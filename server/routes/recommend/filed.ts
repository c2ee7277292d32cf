import { PATHS } from '../../../protocol';
import { type LetterFormData, recommendListQuery } from '../../../protocol/recommend';
import { parseJson } from '../../db/json';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { letterModule } from '../../services/recommend/letter';
import { refereeScope } from './refereeScope';
import { signedInRoute } from './routeOptions';

/** GET recommend/filed: the letter form and this referee's own saved values. */
export default async function filedRoute(app: TypedApi): Promise<void> {
  app.get(
    PATHS.recommender.filed,
    signedInRoute("The recommendation-letter form with the referee's saved values", { querystring: recommendListQuery }),
    async (request) => {
      const { rec, project } = await refereeScope(app, request);
      const module = await letterModule(app.ctx.db, project.id);
      const value = parseJson<Record<string, unknown>>(rec.value, {});
      const data: LetterFormData = {
        menu: {
          menuid: String(module.id),
          title: parseJson<Record<string, string>>(module.title, {}),
          referee: module.referee,
          required: module.required,
          options: parseJson<Record<string, unknown>>(module.options, {}),
        },
        fields: parseJson<unknown[]>(module.fields, []),
        value: rec.write_state === 1 ? { ...value, writeState: 1 } : value,
        version: rec.version,
        writeState: rec.write_state,
        letter_state: rec.letter_state,
      };
      return ok(data);
    },
  );
}
