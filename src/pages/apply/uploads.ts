import type { UploadFile } from '../../../renderers/core/context';
import { PORTRAIT_MAX_MB } from '../../../protocol/upload';
import { type FieldDefinition, fieldAtPath } from '../../../schema-adapters';
import { uploadApi, type UploadProgress } from '../../api';
import type { UploadTarget } from '../../api/upload';

/** A raw field definition as far as uploads care. */
export interface UploadFieldInfo {
  id: string;
  field: string;
  condition?: Record<string, unknown> | null;
}

/** Where the module's uploads belong. */
export interface UploadContext {
  menuId: number;
  projectId?: number;
  orgId?: number;
  lang: string;
}

/** The field definition of a form path (`photo`, `education.0.certificate`), a column looked up in its own group. */
export function fieldOfPath(fields: readonly UploadFieldInfo[], path: string): UploadFieldInfo | undefined {
  let definition: FieldDefinition | undefined;
  try {
    definition = fieldAtPath(fields, path);
  } catch {
    return undefined;
  }
  return definition && fields.find((field) => String(field.id) === definition.id);
}

/** A field that asks for the applicant's portrait (condition `portrait`, or a key naming one). */
export function isPortraitField(field: UploadFieldInfo | undefined): boolean {
  if (!field) return false;
  return Boolean(field.condition?.portrait) || /^(head_)?portrait$/.test(field.field);
}

/** Why a portrait file is refused ('type' | 'size'), or null: jpg/png, at most {@link PORTRAIT_MAX_MB} MB. */
export function portraitProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'type' | 'size' | null {
  const typeOk = /^image\/(jpeg|png)$/.test(file.type) || /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'type';
  return file.size > PORTRAIT_MAX_MB * 1024 * 1024 ? 'size' : null;
}

/** A file refused before sending: shaped like the server's refusals (4xx with a translated message), so it gets no Retry. */
class PortraitRefusal extends Error {
  readonly status = 400;
}

/**
 * The form's uploadFile: public.upload (menu_id, id, project_id, org_id, lang) with progress, portraits via
 * apply.portrait; `describe` words a refused portrait.
 */
export function makeUploadFile(fields: readonly UploadFieldInfo[], context: UploadContext, describe: (problem: 'type' | 'size') => string): UploadFile {
  return async (file, { field, onProgress }) => {
    const definition = fieldOfPath(fields, field);
    const progress: UploadProgress = onProgress;
    if (isPortraitField(definition)) {
      const problem = portraitProblem(file);
      if (problem) throw new PortraitRefusal(describe(problem));
      const stored = await uploadApi.uploadPortrait(file, progress);
      return { name: file.name, url: stored.url, size: file.size };
    }
    const target: UploadTarget & { org_id?: number } = { id: definition?.id ?? field, menu_id: context.menuId, project_id: context.projectId, org_id: context.orgId, lang: context.lang };
    const stored = await uploadApi.uploadFile(file, target, progress);
    return { name: stored.name, url: stored.url, uid: stored.uid, size: stored.size };
  };
}
