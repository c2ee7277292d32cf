import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { registerActivationRoutes } from './activation';
import { registerCodeRoutes } from './codes';
import { registerInfoRoutes } from './info';
import { registerLoginRoute } from './login';
import { registerPasswordRoutes } from './password';
import { registerPublicRoutes } from './public';
import { registerRegisterRoute } from './register';
import { registerSessionRoutes } from './session';

/** The account area of spec section 7, with the public calls about projects and codes. */
export default async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  registerPublicRoutes(api);
  registerCodeRoutes(api);
  registerRegisterRoute(api);
  registerLoginRoute(api);
  registerPasswordRoutes(api);
  registerActivationRoutes(api);
  registerSessionRoutes(api);
  registerInfoRoutes(api);
}
