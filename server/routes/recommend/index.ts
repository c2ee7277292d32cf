import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import applicantInfoRoute from './applicantInfo';
import filedRoute from './filed';
import loginRoute from './login';
import recordRoutes from './records';
import remindRoute from './remind';
import saveRoute from './save';
import sendEmailRoute from './sendEmail';
import submitRoute from './submit';
import updateEmailRoute from './updateEmail';

/**
 * The recommend area of spec section 7: the applicant's recommender calls (checkSendEmailState, letterList,
 * send_email, updateEmailSendStatus, remind) and the referee's (login, filed, save, submit, applicantInfo).
 */
export default async function recommendRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  for (const routes of [recordRoutes, sendEmailRoute, updateEmailRoute, remindRoute, loginRoute, filedRoute, saveRoute, submitRoute, applicantInfoRoute]) {
    await routes(api);
  }
}
