import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import activityRoutes from './activities';
import activitySignupRoutes from './activitySignup';
import feedbackRoutes from './feedback';
import materialRoutes from './materials';
import messageRoutes from './messages';
import miscRoutes from './misc';
import publicContentRoutes from './publicContent';
import questionnaireRoutes from './questionnaire';
import readRoutes from './reads';
import regionRoutes from './regions';

/** Content, messages, misc and activities of spec section 7. */
export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  await publicContentRoutes(api);
  await readRoutes(api);
  await feedbackRoutes(api);
  await regionRoutes(api);
  await messageRoutes(api);
  await miscRoutes(api);
  await materialRoutes(api);
  await questionnaireRoutes(api);
  await activityRoutes(api);
  await activitySignupRoutes(api);
}
