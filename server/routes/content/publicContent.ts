import type { FastifyRequest } from 'fastify';
import { PATHS } from '../../../protocol';
import { ARTICLE_CATEGORIES, CONTENT_PATHS, CONTENT_SCHEMAS, type ContentKind, type MarkData } from '../../../protocol/content';
import type { Db } from '../../db/connect';
import { ok } from '../../http/envelope';
import { missingField, notFound } from '../../http/errors';
import { requestLocale } from '../../http/language';
import type { TypedApi } from '../../http/typedApi';
import { parseJson } from '../../db/json';
import { contentItem, findContent, listContents, readIds, readState, toItem, type ContentExtra, type ContentScope } from '../../services/content/contents';
import { pageOf } from '../../services/content/paging';
import { resolveProject } from '../../services/content/project';

const LISTS: Array<[path: string, kind: ContentKind, summary: string]> = [
  [PATHS.public.notice, 'notice', 'Notices, important first, with read flags; with `id`, that one notice (404 when it does not exist)'],
  [PATHS.public.tidings, 'news', 'News (tidings), with read flags; with `id`, that one news item (404 when it does not exist)'],
  [PATHS.public.faq, 'faq', 'Frequently asked questions: title is the question, body the answer; with `id`, that one entry'],
];

/** Every kind a hub category may list. */
const HUB_KINDS: ContentKind[] = ['article', 'single_page', 'news', 'download', 'notice', 'faq'];

/** Who reads: the project named by the query, the signed-in user (null when anonymous) and the request's language. */
async function scopeOf(db: Db, request: FastifyRequest, query: { project_id?: number; domain?: string }): Promise<ContentScope> {
  return {
    projectId: await resolveProject(db, request, query),
    userId: request.applicant?.id ?? null,
    locale: requestLocale(request.headers),
  };
}

function listRoutes(api: TypedApi, db: Db): void {
  for (const [path, kind, summary] of LISTS) {
    api.get(path, { schema: { tags: ['content'], summary, querystring: CONTENT_SCHEMAS.itemOrListQuery } }, async (request) => {
      const scope = await scopeOf(db, request, request.query);
      const { id } = request.query;
      return ok(id === undefined ? await listContents(db, scope, kind, pageOf(request.query)) : await contentItem(db, scope, [kind], id));
    });
  }
}

function hubRoute(api: TypedApi, db: Db): void {
  api.get(
    CONTENT_PATHS.article,
    {
      schema: {
        tags: ['content'],
        summary: `The information hub: with \`category\` (${ARTICLE_CATEGORIES.join(', ')}) one page of that category's content of any kind; with \`id\` one item`,
        querystring: CONTENT_SCHEMAS.articleQuery,
      },
    },
    async (request) => {
      const scope = await scopeOf(db, request, request.query);
      const { id, category } = request.query;
      if (id !== undefined) return ok(await contentItem(db, scope, HUB_KINDS, id));
      if (category === undefined) throw missingField('category');
      return ok(await listContents(db, scope, { category }, pageOf(request.query)));
    },
  );
}

/** A single page of the project by its slug, or 404. */
async function singlePageBySlug(db: Db, projectId: number, slug: string) {
  const pages = await db.selectFrom('contents').selectAll().where('project_id', '=', projectId).where('kind', '=', 'single_page').execute();
  const row = pages.find((page) => parseJson<ContentExtra>(page.extra, {}).slug === slug.trim());
  if (!row) throw notFound('server.content.contentNotFound');
  return row;
}

function singlePageRoute(api: TypedApi, db: Db): void {
  api.get(
    PATHS.public.singlePage,
    { schema: { tags: ['content'], summary: 'A single page (statement, privacy, application guide) by id or slug', querystring: CONTENT_SCHEMAS.singlePageQuery } },
    async (request) => {
      const { id, slug } = request.query;
      const projectId = await resolveProject(db, request, request.query);
      let row;
      if (id !== undefined) row = await findContent(db, projectId, ['single_page'], id);
      else if (slug) row = await singlePageBySlug(db, projectId, slug);
      else throw missingField('id');
      const read = await readIds(db, request.applicant?.id ?? null, [row.id]);
      return ok(toItem(row, requestLocale(request.headers), read.has(row.id)));
    },
  );
}

function markRoute(api: TypedApi, db: Db): void {
  api.get(
    PATHS.public.mark,
    { schema: { tags: ['content'], summary: 'Read marks: per kind, how many items exist, how many are unread and which ids were read', querystring: CONTENT_SCHEMAS.projectQuery } },
    async (request) => {
      const projectId = await resolveProject(db, request, request.query);
      const userId = request.applicant?.id ?? 0;
      const mark = async (kind: keyof MarkData) => {
        const { total, readIds: ids } = await readState(db, projectId, userId, kind);
        return { total, unread: total - ids.length, read_ids: ids };
      };
      const data: MarkData = { notice: await mark('notice'), news: await mark('news'), single_page: await mark('single_page') };
      return ok(data);
    },
  );
}

/** Notices, news, FAQ, hub articles and single pages; `public.mark` answers what the user has read. */
export default async function publicContentRoutes(api: TypedApi): Promise<void> {
  const { db } = api.ctx;
  listRoutes(api, db);
  hubRoute(api, db);
  singlePageRoute(api, db);
  markRoute(api, db);
}
