import type { UploadFieldInfo } from './uploads';

/** Signature fields (type 12) whose value is a newly drawn PNG data URL, not yet sent as an autograph. */
export function newSignatures(fields: ReadonlyArray<UploadFieldInfo & { type?: unknown }>, values: Record<string, unknown>, sent: ReadonlySet<string>): Array<{ id: string; dataUrl: string }> {
  const found: Array<{ id: string; dataUrl: string }> = [];
  for (const field of fields) {
    if (Number(field.type) !== 12) continue;
    const value = values[field.field];
    if (typeof value === 'string' && value.startsWith('data:image/png;base64,') && !sent.has(value)) found.push({ id: field.id, dataUrl: value });
  }
  return found;
}
