import { PATHS } from '../../protocol';
import {
  CONTENT_PATHS,
  type ArticleCategory,
  type ContentItem,
  type DownloadRecord,
  type MessagePage,
  type MessageReadResult,
  type MessageRecord,
  type ModuleConfig,
  type Paged,
  type WeChatConfig,
} from '../../protocol/content';
import { apiGet, apiPost } from './client';

/** Which project an anonymous call reads (a signed-in user always reads their own). */
export interface ProjectScope {
  project_id?: number;
  domain?: string;
}

/** One page of a list: 1-based page number and page size (at most 50). */
export interface PageQuery {
  page?: number;
  page_size?: number;
}

/** GET misc.moduleConfig: header menu items 0–7 (titles per locale, `show`) and the project's feature switches. */
export const moduleConfig = (scope: ProjectScope = {}) => apiGet<ModuleConfig>(PATHS.misc.moduleConfig, { ...scope });

/** POST misc.weChatConfig: the WeChat JS-SDK signature for a page URL. */
export const weChatConfig = (url: string) => apiPost<WeChatConfig>(PATHS.misc.weChatConfig, { url });

/** GET public.notice: one page of notices, important first, with read flags (anonymous: none read). */
export const notices = (scope: ProjectScope & PageQuery = {}) => apiGet<Paged<ContentItem>>(PATHS.public.notice, { ...scope });

/** GET public.notice with `id`: one notice; a notice that does not exist fails with 404. */
export const notice = (id: number, scope: ProjectScope = {}) => apiGet<ContentItem>(PATHS.public.notice, { ...scope, id });

/** GET public.tidings: one page of the project's news, newest first. */
export const newsList = (scope: ProjectScope & PageQuery = {}) => apiGet<Paged<ContentItem>>(PATHS.public.tidings, { ...scope });

/** GET public.tidings with `id`: one news item (404 when it does not exist). */
export const newsItem = (id: number, scope: ProjectScope = {}) => apiGet<ContentItem>(PATHS.public.tidings, { ...scope, id });

/** POST batch.readNotice (signed in): marks a notice or news item read; answers the notices still unread. */
export const readNotice = (id: number) => apiPost<{ id: number; read: true; unread: number }>(PATHS.batch.readNotice, { id });

/** GET content.article with `category`: one page of the information hub's content of that category (any kind). */
export const articles = (category: ArticleCategory, scope: ProjectScope & PageQuery = {}) =>
  apiGet<Paged<ContentItem>>(CONTENT_PATHS.article, { ...scope, category });

/** GET content.article with `id`: one item of the hub (article, single page, news or download); 404 when missing. */
export const article = (id: number, scope: ProjectScope = {}) => apiGet<ContentItem>(CONTENT_PATHS.article, { ...scope, id });

/** GET org.messageRecordList (signed in): one page of the user's messages, newest first, with the unread total. */
export const messages = (page: PageQuery = {}) => apiGet<MessagePage>(PATHS.org.messageRecordList, { ...page });

/** GET org.messageRecordList with `id` (signed in): one of the user's messages (404 for anyone else's). */
export const message = (id: number) => apiGet<MessageRecord>(PATHS.org.messageRecordList, { id });

/** POST content.messageRead (signed in): marks one message read; answers the messages still unread. */
export const readMessage = (id: number) => apiPost<MessageReadResult>(CONTENT_PATHS.messageRead, { id });

/** POST content.messageReadAll (signed in): marks every message read; answers the messages still unread (0). */
export const readAllMessages = () => apiPost<MessageReadResult>(CONTENT_PATHS.messageReadAll);

/** GET misc.reviewMaterialList: one page of the project's downloadable materials (url, file name, size). */
export const downloads = (scope: ProjectScope & PageQuery = {}) => apiGet<Paged<ContentItem>>(PATHS.misc.reviewMaterialList, { ...scope });

/** POST misc.addMaterialDownloadInfo (signed in): records one download of a material. */
export const recordDownload = (id: number) => apiPost<DownloadRecord>(PATHS.misc.addMaterialDownloadInfo, { id });
