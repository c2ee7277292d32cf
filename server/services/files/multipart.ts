import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../../config';
import { ApiError, badRequest } from '../../http/errors';
import { boundFileName } from './fileName';
import { removeQuietly, streamToTemp, TooLargeError, type TempFile } from './storage';

/** The parts of an upload: text fields and the one `file` part, already on disk (unchecked). */
export interface UploadParts {
  fields: Record<string, string>;
  file: (TempFile & { name: string }) | null;
}

export interface ReadOptions {
  /** The byte limit for the file, given the fields sent before it (most clients send fields first). */
  maxBytes: (fields: Record<string, string>) => Promise<number>;
  /** The refusal when the file passes that limit. */
  tooLarge: (maxBytes: number) => ApiError;
}

/** A display name from the client's file name: no folders or control characters, shortened by `boundFileName`. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>'.includes(char))
    .join('')
    .trim();
  return boundFileName(clean) || 'file';
}

/** Reads a multipart request; the caller removes `file.path` when done (it is removed here on failure). */
export async function readUpload(request: FastifyRequest, config: ServerConfig, options: ReadOptions): Promise<UploadParts> {
  if (!request.isMultipart()) throw badRequest('server.upload.noFile', {}, { field: 'file' });
  const parts: UploadParts = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!(part.fieldname in parts.fields) && typeof part.value === 'string') parts.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || parts.file) {
        part.file.resume();
        continue;
      }
      const maxBytes = await options.maxBytes(parts.fields);
      try {
        const temp = await streamToTemp(config, part.file, maxBytes);
        parts.file = { ...temp, name: cleanFileName(part.filename) };
      } catch (error) {
        if (error instanceof TooLargeError) throw options.tooLarge(error.maxBytes);
        throw error;
      }
    }
  } catch (error) {
    if (parts.file) await removeQuietly(parts.file.path);
    // A truncated or garbled body is the client's fault: the parser's own error would otherwise answer 500.
    throw error instanceof ApiError ? error : badRequest('server.upload.badBody', {}, { field: 'file' });
  }
  return parts;
}
