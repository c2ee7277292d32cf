import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { afterSubmitRoutes } from './afterSubmit';
import { batchExtrasRoutes } from './batchExtras';
import { batchInfoRoutes } from './batchInfo';
import { homeRoutes } from './home';
import { menuRoutes } from './menu';
import { orgRoutes } from './org';
import { previewRoutes } from './preview';
import { saveRoutes } from './save';
import { submitRoutes } from './submit';

/**
 * The apply area of spec section 7: batches, modules, saving, submitting, progress, operator data (`extra`) and the
 * org calls. Uploads, signatures and recommendation e-mails live in their own areas.
 */
export default async function applyRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  batchInfoRoutes(api);
  batchExtrasRoutes(api);
  saveRoutes(api);
  menuRoutes(api);
  submitRoutes(api);
  previewRoutes(api);
  homeRoutes(api);
  afterSubmitRoutes(api);
  orgRoutes(api);
}
