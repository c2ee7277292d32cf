import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../../db/connect';
import { assertStoredName, type ByteRange, type ObjectStore } from './objectStore';
import { byteChunks } from './byteChunks';

/** Bytes per `file_blobs` row: a 100 MB video is 100 rows, and serving it holds one row's bytes at a time. */
export const BLOB_CHUNK_BYTES = 1024 * 1024;

interface Piece {
  start: number;
  length: number;
}

/**
 * One piece's bytes at a time, each its own short query, so a slow download never pins a pooled connection. `substring`
 * of an uncompressed (storage external) value reads only the TOAST slices it needs; base64 text is a third larger than
 * the bytes where bytea's default hex text is twice as large (and measured faster to read).
 */
async function* bytesOf(db: Db, name: string, pieces: Piece[], range: ByteRange): AsyncGenerator<Buffer> {
  for (const piece of pieces) {
    const from = Math.max(range.start, piece.start);
    const to = Math.min(range.end, piece.start + piece.length - 1);
    if (from > to) continue;
    const row = await db
      .selectFrom('file_blobs')
      .select(sql<string>`encode(substring(data from ${from - piece.start + 1} for ${to - from + 1}), 'base64')`.as('base64'))
      .where('stored_name', '=', name)
      .where('start_byte', '=', piece.start)
      .executeTakeFirst();
    if (!row) throw new Error(`Stored file ${name} was removed while it was read`);
    yield Buffer.from(row.base64, 'base64');
  }
}

/** File bytes in the database (`file_blobs`, bytea rows of BLOB_CHUNK_BYTES): every instance on the database sees them. */
export function postgresStore(db: Db): ObjectStore {
  return {
    kind: 'postgres',
    async put(name, temp) {
      assertStoredName(name);
      await db.transaction().execute(async (trx) => {
        let start = 0;
        for await (const data of byteChunks(createReadStream(temp.path, { highWaterMark: BLOB_CHUNK_BYTES }))) {
          await trx.insertInto('file_blobs').values({ stored_name: name, start_byte: start, data }).execute();
          start += data.length;
        }
        if (start === 0) await trx.insertInto('file_blobs').values({ stored_name: name, start_byte: 0, data: Buffer.alloc(0) }).execute();
      });
    },
    async read(name, range) {
      assertStoredName(name);
      const pieces = await db
        .selectFrom('file_blobs')
        .select(['start_byte as start', sql<number>`octet_length(data)`.as('length')])
        .where('stored_name', '=', name)
        .orderBy('start_byte')
        .execute();
      if (pieces.length === 0) return null;
      const size = pieces.reduce((total, piece) => total + piece.length, 0);
      return Readable.from(bytesOf(db, name, pieces, range ?? { start: 0, end: size - 1 }), { objectMode: false });
    },
    async remove(name) {
      assertStoredName(name);
      await db.deleteFrom('file_blobs').where('stored_name', '=', name).execute();
    },
  };
}
