import { useCallback, useMemo } from 'react';
import type { UploadFile } from '../../../renderers';
import { createFileLinkResolver } from '../../api/fileLinks';
import * as refereeApi from '../../api/referee';
import { fieldIdOf } from './fieldId';

/** The letter form's uploads and file links, made with the referee's session. */
export function useLetterFiles(session: string, fields: unknown[]) {
  const uploadFile = useCallback<UploadFile>(
    (file, { field, onProgress }) => refereeApi.uploadLetterFile(session, file, fieldIdOf(fields, field), onProgress),
    [session, fields],
  );
  const fileLink = useMemo(() => createFileLinkResolver((uids) => refereeApi.fileLinks(session, uids), () => session), [session]);
  return { uploadFile, fileLink };
}
