export { ApiFailure, isApiFailure } from './failure';
export { installClientHooks, type ClientHooks } from './hooks';
export { REQUEST_TIMEOUT_MS, apiGet, apiPost, apiPostMessage, apiUpload, http, send, setApiBase, toForm, type QueryParams, type UploadProgress } from './client';
export * as accountApi from './account';
export * as publicApi from './public';
export * as applyApi from './apply';
export * as uploadApi from './upload';
export * as recommendApi from './recommend';
export * as contentApi from './content';
