import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTRAIT_MAX_MB } from '../../../protocol/upload';
import type { UploadFile } from '../../../renderers/core/context';
import { useProjectStore } from '../../store';
import { makeUploadFile, type UploadFieldInfo } from './uploads';

/** The form's uploadFile for the menu `menuId` (the project's uploads, a refused portrait worded in the language). */
export function useUploadFile(fields: unknown[], menuId: number): UploadFile {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const base = useProjectStore((state) => state.baseParams);
  return useMemo(
    // The server's raw field definitions: each has the id and key uploads go by.
    () => makeUploadFile(fields as UploadFieldInfo[], { menuId, projectId: base?.project_id, orgId: base?.org_id, lang: locale }, (kind) => t(kind === 'type' ? 'portal.apply.upload.portraitType' : 'portal.apply.upload.portraitSize', { mb: PORTRAIT_MAX_MB })),
    [fields, menuId, base, locale, t],
  );
}
