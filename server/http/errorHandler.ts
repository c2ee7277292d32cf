import '../messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_STATUS, type ApiEnvelope } from '../../protocol';
import { translate, type MessageKey } from '../../schema-adapters';
import { ApiError } from './errors';
import { requestLocale } from './language';

interface ValidationIssue {
  instancePath?: string;
  keyword?: string;
  params?: { missingProperty?: string };
}

function send(request: FastifyRequest, reply: FastifyReply, error: ApiError): FastifyReply {
  const body: ApiEnvelope<unknown> = {
    status: error.status,
    message: translate(requestLocale(request.headers), error.key, error.params),
    data: error.data,
  };
  return reply.code(error.status).headers(error.headers).send(body);
}

function fromValidation(issues: ValidationIssue[], context: string | undefined): ApiError {
  const issue = issues[0] ?? {};
  const missing = issue.params?.missingProperty;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  const field = missing ?? (path || context || 'body');
  const key: MessageKey = missing || issue.keyword === 'minLength' ? 'server.missingField' : 'server.invalidField';
  return new ApiError(API_STATUS.badRequest, key, { field }, { field });
}

function classify(error: FastifyError & { validation?: ValidationIssue[] }): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error.validation) return fromValidation(error.validation, error.validationContext);
  if (error.statusCode === API_STATUS.payloadTooLarge || error.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new ApiError(API_STATUS.payloadTooLarge, 'server.payloadTooLarge');
  }
  if (error.statusCode === API_STATUS.tooManyRequests) {
    return new ApiError(API_STATUS.tooManyRequests, 'server.tooManyRequests', { seconds: 60 }, null, { 'retry-after': '60' });
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new ApiError(error.statusCode, 'server.badRequest');
  }
  return null;
}

/**
 * Every failure answers with the envelope and a translated message; unexpected ones are logged as 500, and every other
 * 5xx answer is logged at error level once it is sent (each log line carries the request id).
 */
export function installErrorHandling(app: FastifyInstance): void {
  const loggedWithError = new WeakSet<FastifyRequest>();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = classify(error);
    if (known) return send(request, reply, known);
    loggedWithError.add(request);
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, new ApiError(API_STATUS.serverError, 'server.serverError'));
  });
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500 && !loggedWithError.has(request)) {
      request.log.error({ statusCode: reply.statusCode, method: request.method, url: request.url }, 'server error answer');
    }
  });
  app.setNotFoundHandler((request, reply) =>
    send(request, reply, new ApiError(API_STATUS.notFound, 'server.routeNotFound', { path: request.url.split('?')[0] })),
  );
}
