import { PATHS } from '../../protocol';
import type { ModuleConfig, WeChatConfig } from '../../protocol/content';
import { apiGet, apiPost } from './client';

/** GET misc.moduleConfig: header menu items 0–7 (titles per locale, `show`) and the project's feature switches. */
export const moduleConfig = (scope: { project_id?: number; domain?: string } = {}) => apiGet<ModuleConfig>(PATHS.misc.moduleConfig, scope);

/** POST misc.weChatConfig: the WeChat JS-SDK signature for a page URL. */
export const weChatConfig = (url: string) => apiPost<WeChatConfig>(PATHS.misc.weChatConfig, { url });
