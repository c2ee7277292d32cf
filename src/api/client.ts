import axios, { type AxiosProgressEvent, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { API_STATUS, HEADERS, PORTAL_APP_ID, signedQuery, type ApiEnvelope, type SignableParams } from '../../protocol';
import { ApiFailure, toEnvelope } from './failure';
import { clientHooks } from './hooks';

/** Every call's timeout (spec section 9). */
export const REQUEST_TIMEOUT_MS = 600_000;

/** Query parameters of a GET (signed with `time` and `hash`). */
export type QueryParams = SignableParams;

/** The one axios instance: same-origin relative paths, envelope handled by {@link send}, never by status. */
export const http = axios.create({ baseURL: '', timeout: REQUEST_TIMEOUT_MS, validateStatus: () => true });

http.interceptors.request.use((config) => {
  const hooks = clientHooks();
  config.headers.set(HEADERS.appId, PORTAL_APP_ID);
  config.headers.set(HEADERS.language, hooks.language());
  const token = hooks.token();
  if (token) config.headers.set(HEADERS.token, token);
  if ((config.method ?? 'get').toLowerCase() === 'get') config.params = signedQuery((config.params ?? {}) as SignableParams);
  return config;
});

/** Points the client at another origin (tests, or a portal served apart from its API). */
export function setApiBase(baseURL: string): void {
  http.defaults.baseURL = baseURL;
}

function isTimeout(error: unknown): boolean {
  return axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
}

function envelopeOf(response: AxiosResponse): ApiEnvelope {
  return toEnvelope(response.status, response.statusText, response.data);
}

async function exchange(config: AxiosRequestConfig): Promise<ApiEnvelope> {
  let response: AxiosResponse;
  try {
    response = await http.request(config);
  } catch (error) {
    if (isTimeout(error)) console.warn(`API call timed out: ${config.method ?? 'get'} ${config.url ?? ''}`);
    throw error;
  }
  const envelope = envelopeOf(response);
  if (envelope.status === API_STATUS.ok) return envelope;
  if (envelope.status === API_STATUS.unauthorized && response.config.headers.has(HEADERS.token)) clientHooks().onUnauthorized();
  throw new ApiFailure(envelope);
}

/** Sends a call: status 200 yields the envelope; any other status rejects with an {@link ApiFailure}. */
export async function send<T>(config: AxiosRequestConfig): Promise<ApiEnvelope<T>> {
  return (await exchange(config)) as ApiEnvelope<T>;
}

/** A form body: `undefined` and `null` are left out, objects sent as JSON text. */
export function toForm(body: object = {}): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** Signed GET; resolves with the `data` body. */
export async function apiGet<T>(path: string, params: QueryParams = {}): Promise<T> {
  return (await send<T>({ method: 'get', url: path, params })).data;
}

/** Form-encoded POST; resolves with the `data` body. */
export async function apiPost<T>(path: string, body?: object): Promise<T> {
  return (await send<T>({ method: 'post', url: path, data: toForm(body) })).data;
}

/** Form-encoded POST whose answer carries no data: resolves with the server's (translated) message. */
export async function apiPostMessage(path: string, body?: object): Promise<string> {
  return (await send<unknown>({ method: 'post', url: path, data: toForm(body) })).message;
}

/** Upload progress, 0 to 100. */
export type UploadProgress = (percent: number) => void;

/** Multipart POST of a FormData (uploads); resolves with the `data` body. */
export async function apiUpload<T>(path: string, form: FormData, onProgress?: UploadProgress): Promise<T> {
  const onUploadProgress = onProgress
    ? (event: AxiosProgressEvent) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0)
    : undefined;
  return (await send<T>({ method: 'post', url: path, data: form, onUploadProgress })).data;
}
