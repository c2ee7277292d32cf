import accountRoutes from './account';
import applyRoutes from './apply';
import contentRoutes from './content';
import formRoutes from './forms';
import letterRoutes from './letter';
import recommendRoutes from './recommend';
import uploadRoutes from './upload';

/** API areas, each a Fastify plugin owning its paths (see protocol/paths.ts). */
export const API_AREAS = [accountRoutes, applyRoutes, recommendRoutes, contentRoutes, uploadRoutes, letterRoutes, formRoutes];
