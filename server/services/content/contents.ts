import type { Selectable } from 'kysely';
import { ARTICLE_CATEGORIES, type ArticleCategory, type ContentItem, type ContentKind, type Paged } from '../../../protocol/content';
import type { Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { parseJson } from '../../db/json';
import type { ContentTable } from '../../db/schema';
import { notFound } from '../../http/errors';
import { countOf, paged, type PageRequest } from './paging';
import { localized, pick } from './text';

/** What `contents.extra` may hold. */
export interface ContentExtra {
  important?: boolean;
  slug?: string;
  file?: string;
  file_name?: string;
  size?: number;
}

type ContentRow = Selectable<ContentTable>;

const categoryOf = (value: string | null): ArticleCategory | null => ARTICLE_CATEGORIES.find((category) => category === value) ?? null;

/** The answer shape of one content row. */
export function toItem(row: ContentRow, locale: Locale, read: boolean): ContentItem {
  const extra = parseJson<ContentExtra>(row.extra, {});
  const title = localized(row.title);
  const body = localized(row.body);
  return {
    id: row.id,
    kind: row.kind as ContentKind,
    category: categoryOf(row.category),
    title: pick(title, locale),
    body: pick(body, locale),
    title_i18n: title,
    body_i18n: body,
    important: extra.important === true,
    slug: extra.slug ?? null,
    url: extra.file ? `/downloads/${encodeURIComponent(extra.file)}` : null,
    file_name: extra.file_name ?? extra.file ?? null,
    size: extra.size ?? null,
    published_at: row.published_at,
    read,
  };
}

/** Ids among `ids` the user has read. */
export async function readIds(db: Db, userId: number | null, ids: number[]): Promise<Set<number>> {
  if (userId === null || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('content_reads')
    .select('content_id')
    .where('user_id', '=', userId)
    .where('content_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.content_id));
}

/** Who reads a list: the project, the signed-in user (null when anonymous) and the language. */
export interface ContentScope {
  projectId: number;
  userId: number | null;
  locale: Locale;
}

/** One page of a project's content of one kind (or of one hub category), newest first (lower `sort` first), with read flags. */
export async function listContents(db: Db, scope: ContentScope, filter: ContentKind | { category: ArticleCategory }, page: PageRequest): Promise<Paged<ContentItem>> {
  const project = db.selectFrom('contents').where('project_id', '=', scope.projectId);
  const base = typeof filter === 'string' ? project.where('kind', '=', filter) : project.where('category', '=', filter.category);
  const total = countOf(await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst());
  const rows = await base
    .selectAll()
    .orderBy('sort', 'asc')
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  const read = await readIds(db, scope.userId, rows.map((row) => row.id));
  return paged(
    rows.map((row) => toItem(row, scope.locale, read.has(row.id))),
    total,
    page,
  );
}

/** One content row of the project among `kinds`, answered with the user's read flag; 404 when missing. */
export async function contentItem(db: Db, scope: ContentScope, kinds: ContentKind[], id: number): Promise<ContentItem> {
  const row = await findContent(db, scope.projectId, kinds, id);
  const read = await readIds(db, scope.userId, [row.id]);
  return toItem(row, scope.locale, read.has(row.id));
}

/** A content row of the project among `kinds`, or 404. */
export async function findContent(db: Db, projectId: number, kinds: ContentKind[], id: number): Promise<ContentRow> {
  const row = await db
    .selectFrom('contents')
    .selectAll()
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .where('kind', 'in', kinds)
    .executeTakeFirst();
  if (!row) throw notFound('server.content.contentNotFound');
  return row;
}

/** Records that the user read a content row (once; later reads keep the first time). */
export async function markRead(db: Db, userId: number, contentId: number, now: number): Promise<void> {
  await db
    .insertInto('content_reads')
    .values({ user_id: userId, content_id: contentId, read_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'content_id']).doNothing())
    .execute();
}

/** How many rows of one kind the project has and which of them the user read. */
export async function readState(db: Db, projectId: number, userId: number, kind: ContentKind): Promise<{ total: number; readIds: number[] }> {
  const rows = await db
    .selectFrom('contents')
    .leftJoin('content_reads', (join) =>
      join.onRef('content_reads.content_id', '=', 'contents.id').on('content_reads.user_id', '=', userId),
    )
    .select(['contents.id', 'content_reads.read_at'])
    .where('contents.project_id', '=', projectId)
    .where('contents.kind', '=', kind)
    .execute();
  return { total: rows.length, readIds: rows.filter((row) => row.read_at !== null).map((row) => row.id) };
}
