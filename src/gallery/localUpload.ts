import type { UploadFile } from '../../renderers/index';

/** The gallery has no server: an "upload" keeps the file in this browser as an object URL. */
export const localUpload: UploadFile = async (file, { onProgress }) => {
  onProgress(100);
  const url = URL.createObjectURL(file);
  return { name: file.name, url, uid: url, size: file.size };
};
