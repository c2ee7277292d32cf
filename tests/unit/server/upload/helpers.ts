import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { PATHS, type ApiEnvelope } from '../../../../protocol';
import { NEW_APPLICATION } from '../../../../server/services/apply/application';
import { createSession } from '../../../../server/services/sessions';
import { pngChunk } from '../../../../server/seed/demoFiles';
import { fileStore } from '../../../../server/services/files/fileStore';
import { DEFAULT_HEADERS, type TestServer } from '../harness';

/** One part of a hand-built multipart body. */
export type Part = { name: string; value: string } | { name: string; filename: string; data: Buffer; type?: string };

const BOUNDARY = '----portal-test-boundary-7f3a1c';

/** A multipart/form-data body, built by hand. */
export function multipart(parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

export interface MultipartReply {
  statusCode: number;
  body: ApiEnvelope<Record<string, unknown> | null>;
}

/** POSTs a multipart body with the portal's headers. */
export async function postMultipart(server: TestServer, path: string, parts: Part[], headers: Record<string, string> = {}): Promise<MultipartReply> {
  const reply = await server.app.inject({
    method: 'POST',
    url: path,
    payload: multipart(parts),
    headers: { ...DEFAULT_HEADERS, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
  return { statusCode: reply.statusCode, body: reply.json() };
}

/** Uploads `data` as `filename` for field `id` of module `menuId` (fields first, like the portal). */
export function upload(server: TestServer, headers: Record<string, string>, menuId: number | null, id: string, filename: string, data: Buffer) {
  const fields: Part[] = [
    ...(menuId === null ? [] : [{ name: 'menu_id', value: String(menuId) }]),
    { name: 'id', value: id },
    { name: 'project_id', value: '1' },
    { name: 'org_id', value: '1001' },
    { name: 'lang', value: 'en' },
  ];
  return postMultipart(server, PATHS.public.upload, [...fields, { name: 'file', filename, data }], headers);
}

/** A valid 1x1 PNG (signature, IHDR, IDAT, IEND), optionally padded with a private chunk to `minBytes`. */
export function png(minBytes = 0): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const idat = deflateSync(Buffer.from([0, 0, 0, 0, 0]));
  const head = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), pngChunk('IHDR', ihdr), pngChunk('IDAT', idat)]);
  const tail = pngChunk('IEND', Buffer.alloc(0));
  const padding = Math.max(0, minBytes - head.length - tail.length - 12);
  return Buffer.concat([head, ...(padding > 0 ? [pngChunk('teXt', Buffer.alloc(padding, 0x61))] : []), tail]);
}

/** The start of a JPEG (SOI and a JFIF header) and its end: what the type check reads. */
export const jpg = (): Buffer => Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64), Buffer.from('ffd9', 'hex')]);

/** A minimal PDF, padded with a comment to about `minBytes`. */
export function pdf(minBytes = 0): Buffer {
  const body = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.from(body + '%'.repeat(Math.max(0, minBytes - body.length)));
}

/** An MP4 (ftyp box, then random bytes) of `bytes` bytes, so every range of it differs. */
export function mp4(bytes: number): Buffer {
  const head = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('isom'), Buffer.from('00000200', 'hex'), Buffer.from('isomiso2')]);
  return Buffer.concat([head, randomBytes(Math.max(0, bytes - head.length))]);
}

/** A Windows executable header. */
export const exe = (): Buffer => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A real (stored) zip holding a.txt. */
export const zip = (): Buffer =>
  Buffer.from(
    '504b0304140000000000c00e765dac2a93d8020000000200000005000000612e7478746869504b01021403140000000000c00e765dac2a93d8' +
      '0200000002000000050000000000000000000000800100000000612e747874504b0506000000000100010033000000250000000000',
    'hex',
  );

/** Module id by fixture name within a demo project. */
export async function moduleId(server: TestServer, domain: string, name: string): Promise<number> {
  const projectId = await server.projectId(domain);
  const row = await server.app.ctx.db
    .selectFrom('modules')
    .select('id')
    .where('project_id', '=', projectId)
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** An application for the user, inserted directly. */
export async function insertApplication(server: TestServer, userId: number, domain: string, status = 'draft'): Promise<number> {
  const now = server.clock.now();
  const row = await server.app.ctx.db
    .insertInto('applications')
    .values({ user_id: userId, project_id: await server.projectId(domain), batch_id: null, track_id: null, ...NEW_APPLICATION, status, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A recommendation of the application with a referee session; returns its id and token headers. */
export async function referee(server: TestServer, applicationId: number, email: string) {
  const { db } = server.app.ctx;
  const now = server.clock.now();
  const row = await db
    .insertInto('recommendations')
    .values({ application_id: applicationId, module_id: await moduleId(server, 'scu', 'sc-recommenders'), row_number: 1, name: 'Prof. Referee', email, token_hash: null, send_state: 1, write_state: 0, letter_state: 1, value: '{}', version: 0, sent_at: now, reminded_at: null, submitted_at: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(db, { recommendationId: row.id }, now, server.config.sessionTtlMs);
  return { recommendationId: row.id, headers: { token } };
}

/** Every file under the uploads folder (tmp included), relative names. */
function filesOnDisk(server: TestServer): string[] {
  const root = join(server.config.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
  } catch {
    return [];
  }
}

/**
 * What the server keeps: temp files (`tmp/…`) and the stored names in its file store (files under the uploads folder
 * with the disk store, `file_blobs` rows with the PostgreSQL one), sorted.
 */
export async function keptFiles(server: TestServer): Promise<string[]> {
  const onDisk = filesOnDisk(server);
  const store = fileStore(server.app.ctx);
  if (store.kind === 'disk') return onDisk.sort();
  if (store.kind !== 'postgres') throw new Error(`keptFiles cannot list a ${store.kind} store`);
  const rows = await server.app.ctx.db.selectFrom('file_blobs').select('stored_name').distinct().execute();
  return [...onDisk, ...rows.map((row) => row.stored_name)].sort();
}
