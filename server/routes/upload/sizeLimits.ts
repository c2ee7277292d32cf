import '../../messages';
import { translate } from '../../../schema-adapters';
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../http/errors';
import { requestLocale } from '../../http/language';

const MB = 1024 * 1024;
/** The multipart parser's hard limit, MAX_UPLOAD_BYTES of app.ts (not imported: app.ts imports the routes). */
const MAX_UPLOAD_BYTES = 100 * MB;

/** A field's `file_size` (MB) in bytes, capped by the parser's hard limit. */
export function fieldLimitBytes(fileSizeMb: number | undefined): number {
  if (fileSizeMb === undefined || !(fileSizeMb > 0)) return MAX_UPLOAD_BYTES;
  return Math.min(MAX_UPLOAD_BYTES, Math.floor(fileSizeMb * MB));
}

/** "Please upload a document less than {n}MB", or the generic 413 for the hard limit. */
export function sizeRefusal(maxBytes: number): ApiError {
  if (maxBytes >= MAX_UPLOAD_BYTES) return new ApiError(413, 'server.payloadTooLarge');
  return badRequest('validation.file.size', { limit: Math.round((maxBytes / MB) * 100) / 100 }, { field: 'file' });
}

/** "Please upload a document in {types} format.", the types joined with the request language's "or". */
export function typeRefusal(request: FastifyRequest, types: string[]): ApiError {
  const locale = requestLocale(request.headers);
  return badRequest('validation.file.type', { types: types.join(translate(locale, 'field.or')) }, { field: 'file' });
}
