import type { ExpressionBuilder } from 'kysely';
import type { MessagePage, MessageRecord } from '../../../protocol/content';
import type { Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Database } from '../../db/schema';
import { notFound } from '../../http/errors';
import { countOf, paged, type PageRequest } from './paging';
import { localized, pick } from './text';

/** The reader of a message list: an applicant of one project. */
export interface Reader {
  id: number;
  projectId: number;
}

/** Messages a reader may see: their project's broadcasts and those sent to them. */
const visibleTo = (reader: Reader) => (eb: ExpressionBuilder<Database, 'messages'>) =>
  eb.and([
    eb('messages.project_id', '=', reader.projectId),
    eb.or([eb('messages.user_id', 'is', null), eb('messages.user_id', '=', reader.id)]),
  ]);

/** How many messages the reader has not read yet (the account area's unread badge). */
export async function countUnreadMessages(db: Db, reader: Reader): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .leftJoin('message_reads', (join) =>
      join.onRef('message_reads.message_id', '=', 'messages.id').on('message_reads.user_id', '=', reader.id),
    )
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(visibleTo(reader))
    .where('message_reads.read_at', 'is', null)
    .executeTakeFirst();
  return countOf(row);
}

interface MessageRow {
  id: number;
  user_id: number | null;
  title: string;
  body: string;
  created_at: number;
  read_at: number | null;
}

function toRecord(row: MessageRow, locale: Locale): MessageRecord {
  const title = localized(row.title);
  const body = localized(row.body);
  return {
    id: row.id,
    title: pick(title, locale),
    body: pick(body, locale),
    title_i18n: title,
    body_i18n: body,
    broadcast: row.user_id === null,
    read: row.read_at !== null,
    created_at: row.created_at,
  };
}

const withReads = (db: Db, reader: Reader) =>
  db
    .selectFrom('messages')
    .leftJoin('message_reads', (join) => join.onRef('message_reads.message_id', '=', 'messages.id').on('message_reads.user_id', '=', reader.id))
    .select(['messages.id', 'messages.user_id', 'messages.title', 'messages.body', 'messages.created_at', 'message_reads.read_at'])
    .where(visibleTo(reader));

/** One of the reader's messages with its read flag; another user's (or a missing) message is a 404. */
export async function messageOf(db: Db, reader: Reader, locale: Locale, messageId: number): Promise<MessageRecord> {
  const row = await withReads(db, reader).where('messages.id', '=', messageId).executeTakeFirst();
  if (!row) throw notFound('server.content.messageNotFound');
  return toRecord(row, locale);
}

/** Marks every message the reader can see read (earlier read times are kept); answers how many were newly marked. */
export async function readAllMessages(db: Db, reader: Reader, now: number): Promise<number> {
  const unread = await withReads(db, reader).where('message_reads.read_at', 'is', null).execute();
  if (unread.length === 0) return 0;
  await db
    .insertInto('message_reads')
    .values(unread.map((row) => ({ user_id: reader.id, message_id: row.id, read_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
    .execute();
  return unread.length;
}

/** One page of the reader's messages, newest first, with read flags and the unread total. */
export async function listMessages(db: Db, reader: Reader, locale: Locale, page: PageRequest): Promise<MessagePage> {
  const total = countOf(
    await db.selectFrom('messages').select((eb) => eb.fn.countAll<number>().as('count')).where(visibleTo(reader)).executeTakeFirst(),
  );
  const rows = await withReads(db, reader)
    .orderBy('messages.created_at', 'desc')
    .orderBy('messages.id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const list = rows.map((row) => toRecord(row, locale));
  return { ...paged(list, total, page), unread: await countUnreadMessages(db, reader) };
}

/** Marks one of the reader's messages read; another user's message is a 404. */
export async function readMessage(db: Db, reader: Reader, messageId: number, now: number): Promise<void> {
  const visible = await db.selectFrom('messages').select('id').where('id', '=', messageId).where(visibleTo(reader)).executeTakeFirst();
  if (!visible) throw notFound('server.content.messageNotFound');
  await db
    .insertInto('message_reads')
    .values({ user_id: reader.id, message_id: messageId, read_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'message_id']).doNothing())
    .execute();
}
