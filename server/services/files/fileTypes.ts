import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';
import type { FieldDefinition } from '../../../schema-adapters';
import { IMAGE_TYPES, fileTypesOf } from '../../../schema-adapters/fields/files';
import { byteChunks } from './byteChunks';

export { IMAGE_TYPES };

/**
 * Detected (magic-byte) types acceptable for a name's extension. OLE documents come out as `cfb`; Office Open XML
 * files may come out as plain `zip` when their parts are ordered unusually.
 */
const COMPATIBLE: Record<string, string[]> = {
  jpg: ['jpg'],
  jpeg: ['jpg'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  mp4: ['mp4', 'm4v'],
  mov: ['mov', 'qt'],
  tif: ['tif'],
  tiff: ['tif'],
};

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

/** The allowed extensions of an upload field: its `condition.file_type`, else the spec's defaults for its kind. */
export function allowedTypes(field: FieldDefinition): string[] {
  const listed = (field.condition.file_type ?? []).map((type) => type.trim().toLowerCase().replace(/^\./, '')).filter(Boolean);
  return listed.length > 0 ? [...new Set(listed)] : fileTypesOf(field);
}

/** The last extension of a client file name, lower-case ('' when none). */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

/** True when the file is UTF-8 text without NUL bytes (text has no magic bytes). */
async function isPlainText(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const bytes of byteChunks(createReadStream(path))) {
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks a stored temp file against the allowed list by its name's extension and its content.
 * Returns the extension and MIME type to store, or null when the file is refused.
 */
export async function checkFileType(path: string, name: string, allowed: string[]): Promise<{ ext: string; mime: string } | null> {
  const ext = extensionOf(name);
  if (!ext || !allowed.includes(ext)) return null;
  // A truncated container (a zip cut short) makes the detector throw: that file is refused, not a 500.
  const detected = await fileTypeFromFile(path).catch(() => 'broken' as const);
  if (detected === 'broken') return null;
  if (!detected) {
    return ext === 'txt' && (await isPlainText(path)) ? { ext, mime: MIME.txt ?? 'text/plain' } : null;
  }
  const accepted = COMPATIBLE[ext] ?? [ext];
  if (!accepted.includes(detected.ext)) return null;
  return { ext, mime: MIME[ext] ?? detected.mime };
}

/** Types a browser may show in place (with `inline=1`); everything else is always an attachment. */
export function isInlineType(mime: string): boolean {
  return mime === 'image/png' || mime === 'image/jpeg' || mime === 'application/pdf' || mime.startsWith('video/');
}
