import { PATHS } from '../../protocol';
import type { NewMessageCount } from '../../protocol/account';
import type { ModuleConfig, WeChatConfig } from '../../protocol/content';
import { apiGet, apiPost } from './client';

/** GET misc.moduleConfig: header menu items 0–7 (titles per locale, `show`) and the project's feature switches. */
export const moduleConfig = (scope: { project_id?: number; domain?: string } = {}) => apiGet<ModuleConfig>(PATHS.misc.moduleConfig, scope);

/** GET account.countNewMessage: unread messages of the signed-in user. */
export const countNewMessage = () => apiGet<NewMessageCount>(PATHS.account.countNewMessage);

/** POST misc.weChatConfig: the WeChat JS-SDK signature for a page URL. */
export const weChatConfig = (url: string) => apiPost<WeChatConfig>(PATHS.misc.weChatConfig, { url });
