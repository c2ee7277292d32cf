import { PATHS } from '../../../protocol';
import { ok } from '../../http/envelope';
import type { TypedApi } from '../../http/typedApi';
import { AREAS } from '../../services/content/areas';
import { callingRegions } from '../../../protocol/regions';

const anyQuery = { type: 'object', properties: {} } as const;

/** Chinese regions and the world's calling regions. */
export default async function regionRoutes(app: TypedApi): Promise<void> {
  app.get(PATHS.public.area, { schema: { tags: ['content'], summary: 'The 34 provincial-level divisions of China with major cities', querystring: anyQuery } }, async () =>
    ok(AREAS),
  );
  app.get(
    PATHS.public.country,
    { schema: { tags: ['content'], summary: 'About 240 calling regions: classname (initial), county {sc, tc, en}, phoneCo', querystring: anyQuery } },
    async () => ok(callingRegions()),
  );
}
