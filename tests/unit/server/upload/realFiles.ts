import { parseFields } from '../../../../schema-adapters';
import type { TestServer } from '../harness';
import { jpg, pdf, png, upload } from './helpers';

type Row = Record<string, unknown>;

const CONTENT: Record<string, () => Buffer> = { png: () => png(), jpg, jpeg: jpg, pdf: () => pdf() };
const uploaded = new Map<string, Row>();

const nameOf = (record: unknown): string =>
  typeof record === 'object' && record !== null && typeof (record as Row).name === 'string' ? ((record as Row).name as string) : 'file.pdf';

/** Uploads a file of the record's type (its name's extension) for a field: once per user, module, field and position. */
async function realRecord(server: TestServer, headers: Record<string, string>, menuId: number, field: { id: string; field: string }, record: unknown, index: number): Promise<Row> {
  const key = JSON.stringify([headers, menuId, field.field, index]);
  const known = uploaded.get(key);
  if (known) return known;
  const name = nameOf(record);
  const content = CONTENT[name.split('.').pop()?.toLowerCase() ?? ''];
  if (!content) throw new Error(`no test content for ${name}`);
  const reply = await upload(server, headers, menuId, field.id, name, content());
  if (reply.statusCode !== 200 || !reply.body.data) throw new Error(`uploading ${name} failed: ${JSON.stringify(reply.body)}`);
  const { iconUrl, ...stored } = reply.body.data;
  const result = iconUrl ? { ...stored, iconUrl } : stored;
  uploaded.set(key, result);
  return result;
}

/**
 * Values whose file records (upload and video fields) name real uploads of this applicant or referee, as the server
 * stores them: each record is uploaded once (a file of its name's type) and reused by later calls.
 */
export async function withOwnFiles(server: TestServer, headers: Record<string, string>, menuId: number, values: Row): Promise<Row> {
  const row = await server.app.ctx.db.selectFrom('modules').select('fields').where('id', '=', menuId).executeTakeFirstOrThrow();
  const result = { ...values };
  for (const field of parseFields(JSON.parse(row.fields))) {
    const records = values[field.field];
    if ((field.type !== 8 && field.type !== 11) || !Array.isArray(records)) continue;
    const real: Row[] = [];
    for (const [index, record] of records.entries()) real.push(await realRecord(server, headers, menuId, field, record, index));
    result[field.field] = real;
  }
  return result;
}
