import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { API_STATUS, PATHS } from '../../protocol';
import { FORM_SCHEMAS, FORM_VALIDATORS_BODY_LIMIT, type FormValidatorsData } from '../../protocol/forms';
import { FieldDefinitionError } from '../../schema-adapters';
import { ok } from '../http/envelope';
import { ApiError } from '../http/errors';
import { TooManyFormSchemas, formValidators } from '../services/forms/formValidators';

/** Per address: a page makes one call per module it shows (a preview shows them all); each call's cost is capped. */
const RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/**
 * The form runtime's calls. No session: applicants, referees and anonymous visitors (an activity's sign-up form) all
 * open forms, and the answer is derived from the definitions alone.
 */
export default async function formRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<JsonSchemaToTsProvider>();
  const { forms } = app.ctx;

  api.post(
    PATHS.form.validators,
    {
      schema: { tags: ['form'], summary: 'The validators of a module\'s form, precompiled from its field definitions (400 for definitions the runtime cannot use)', body: FORM_SCHEMAS.validatorsBody },
      bodyLimit: FORM_VALIDATORS_BODY_LIMIT,
      config: { rateLimit: RATE_LIMIT },
    },
    async (request, reply) => {
      const { fields, locale, referee } = request.body;
      try {
        const { validators, cached } = formValidators(forms, fields, { locale, referee });
        void reply.header('x-cache', cached ? 'hit' : 'miss');
        return ok<FormValidatorsData>(validators);
      } catch (error) {
        if (error instanceof FieldDefinitionError) {
          throw new ApiError(API_STATUS.badRequest, 'server.invalidField', { field: 'fields' }, { field: 'fields', path: error.path });
        }
        if (error instanceof TooManyFormSchemas) throw new ApiError(API_STATUS.payloadTooLarge, 'server.payloadTooLarge');
        throw error;
      }
    },
  );
}
