import { type FieldDefinition, isUploadField } from '../../schema-adapters';
import { isRecord } from '../../schema-adapters/keywords/record';
import type { ServerContext } from '../context';
import { allowedTypes, checkFileType } from '../services/files/fileTypes';
import type { FileOwner } from '../services/files/owner';
import { bufferToTemp, removeQuietly } from '../services/files/storage';
import { describeFile, storeFile } from '../services/files/store';
import { demoPdf, demoPng } from './demoFiles';

/** What a file value of a saved module holds. */
export interface SeededFile {
  name: string;
  url: string;
  uid: string;
  size: number;
}

/** An upload field that takes pictures: seeded files there are images the portal shows as thumbnails. */
export const takesImages = (field: FieldDefinition): boolean => isUploadField(field) && allowedTypes(field).includes('png');

/** Stores bytes the way the upload API does: checked by name and magic bytes against the field's types, then recorded. */
export async function storeSeedFile(ctx: ServerContext, owner: FileOwner, data: Buffer, name: string, target: { moduleId: number | null; field: string; types: string[] }): Promise<SeededFile> {
  const temp = await bufferToTemp(ctx.config, data);
  try {
    const checked = await checkFileType(temp.path, name, target.types);
    if (!checked) throw new Error(`Seed file ${name} is not accepted for ${target.field}`);
    const stored = await storeFile(ctx, owner, temp, { ...checked, originalName: name, moduleId: target.moduleId, field: target.field });
    const { url, uid, size } = describeFile(stored.uid, stored.name, stored.size, checked.mime);
    return { name, url, uid, size };
  } finally {
    await removeQuietly(temp.path);
  }
}

const baseName = (name: string): string => name.replace(/\.[A-Za-z0-9]{1,10}$/, '');

/**
 * Real files in place of a fixture's file values (which name files that do not exist): a PNG where the field takes
 * pictures, else a one-page PDF where it takes PDFs; a value the field takes neither of is left out.
 */
export async function seedUploads(
  ctx: ServerContext,
  owner: FileOwner,
  moduleId: number,
  field: FieldDefinition,
  sent: unknown,
  color: string,
): Promise<SeededFile[] | undefined> {
  const types = allowedTypes(field);
  const kind = types.includes('png') ? 'png' : types.includes('pdf') ? 'pdf' : undefined;
  if (!kind || !Array.isArray(sent)) return undefined;
  const files: SeededFile[] = [];
  for (const [index, entry] of sent.entries()) {
    const original = isRecord(entry) && typeof entry.name === 'string' ? entry.name : field.field;
    const name = `${baseName(original)}.${kind}`;
    const data = kind === 'png' ? demoPng(color, index) : demoPdf(`Demo document ${index + 1}`);
    files.push(await storeSeedFile(ctx, owner, data, name, { moduleId, field: field.field, types }));
  }
  return files;
}
