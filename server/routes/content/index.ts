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
  await publicContentRoutes(app);
  await readRoutes(app);
  await feedbackRoutes(app);
  await regionRoutes(app);
  await messageRoutes(app);
  await miscRoutes(app);
  await materialRoutes(app);
  await questionnaireRoutes(app);
  await activityRoutes(app);
  await activitySignupRoutes(app);
}
