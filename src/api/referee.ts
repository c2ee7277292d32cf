import type { AxiosRequestConfig, AxiosRequestTransformer } from 'axios';
import { HEADERS, PATHS } from '../../protocol';
import type { LetterFormData, LetterSaveBody, LetterSaveData, LetterSubmitBody, RefereeApplicantInfoData } from '../../protocol/recommend';
import type { FileLinks, FileLinksBody, UploadedFile } from '../../protocol/upload';
import { http, send, toForm, type UploadProgress } from './client';

/**
 * Referee calls carry the referee's own session token (from the invitation link), never the applicant token that may
 * be stored in the same browser: the header is set after the client's interceptor, per request.
 */
function asReferee(session: string): Pick<AxiosRequestConfig, 'transformRequest'> {
  const defaults = http.defaults.transformRequest;
  const rest: AxiosRequestTransformer[] = defaults === undefined ? [] : Array.isArray(defaults) ? defaults : [defaults];
  const setToken: AxiosRequestTransformer = (data: unknown, headers) => {
    headers.set(HEADERS.token, session);
    return data;
  };
  return { transformRequest: [setToken, ...rest] };
}

const getAs = async <T>(session: string, url: string) => (await send<T>({ method: 'get', url, params: {}, ...asReferee(session) })).data;
const postAs = async <T>(session: string, url: string, body: object) =>
  (await send<T>({ method: 'post', url, data: toForm(body), ...asReferee(session) })).data;

/** GET recommend.applicantInfo as the referee: who the letter is for. */
export const applicantInfo = (session: string) => getAs<RefereeApplicantInfoData>(session, PATHS.recommender.applicantInfo);

/** GET recommend.filed as the referee: the letter form and the referee's saved values. */
export const letterForm = (session: string) => getAs<LetterFormData>(session, PATHS.recommender.filed);

/** POST recommend.save as the referee (partial allowed). */
export const saveLetter = (session: string, values: Record<string, unknown>, version: number) =>
  postAs<LetterSaveData>(session, PATHS.recommender.save, { value: JSON.stringify(values), version } satisfies LetterSaveBody);

/** POST recommend.submit as the referee: saved first, then final and read-only. */
export const submitLetter = (session: string, values: Record<string, unknown>, version: number) =>
  postAs<LetterSaveData>(session, PATHS.recommender.submit, { value: JSON.stringify(values), version } satisfies LetterSubmitBody);

/** POST public.upload as the referee: the field id only (the server knows the referee's letter module). */
export async function uploadLetterFile(session: string, file: File, id: string, onProgress?: UploadProgress): Promise<UploadedFile> {
  const form = new FormData();
  form.append('id', id);
  form.append('file', file, file.name);
  const onUploadProgress = onProgress ? (event: { loaded: number; total?: number }) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : 0) : undefined;
  return (await send<UploadedFile>({ method: 'post', url: PATHS.public.upload, data: form, onUploadProgress, ...asReferee(session) })).data;
}

/** POST public.fileLinks as the referee: signed addresses of the letter's own files. */
export const fileLinks = (session: string, uids: string[]) => postAs<FileLinks>(session, PATHS.public.fileLinks, { uids: uids.join(',') } satisfies FileLinksBody);
