import { PATHS } from '../../protocol';
import type { AutographBody, AutographResult, FileLinks, FileLinksBody, PortraitResult, SignBody, SignResult, UploadedFile } from '../../protocol/upload';
import { apiPost, apiUpload, type UploadProgress } from './client';

/** Where an upload belongs: the field definition id and, for applicants, its module. */
export interface UploadTarget {
  id: string;
  menu_id?: number;
  project_id?: number;
  lang?: string;
}

/** POST public.upload (multipart): one file for a field, with progress. */
export function uploadFile(file: File, target: UploadTarget, onProgress?: UploadProgress): Promise<UploadedFile> {
  const form = new FormData();
  for (const [key, value] of Object.entries(target)) if (value !== undefined) form.append(key, String(value));
  form.append('file', file, file.name);
  return apiUpload<UploadedFile>(PATHS.public.upload, form, onProgress);
}

/** POST apply.uploadAutograph: a drawn signature (PNG data URL). */
export const uploadAutograph = (dataUrl: string, target: Omit<AutographBody, 'autograph'> = {}) =>
  apiPost<AutographResult>(PATHS.apply.uploadAutograph, { autograph: dataUrl, ...target });

/** POST apply.sign: the electronic-signature acceptance. */
export const acceptSignature = (target: SignBody = {}) => apiPost<SignResult>(PATHS.apply.sign, target);

/** POST apply.portrait (multipart): the applicant's portrait (jpg/png). */
export function uploadPortrait(file: File, onProgress?: UploadProgress): Promise<PortraitResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<PortraitResult>(PATHS.apply.portrait, form, onProgress);
}

/** POST public.fileLinks: short-lived signed addresses of the caller's stored files. */
export const fileLinks = (uids: string[]) => apiPost<FileLinks>(PATHS.public.fileLinks, { uids: uids.join(',') } satisfies FileLinksBody);
