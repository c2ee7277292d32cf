import { fileTypeFromBuffer } from 'file-type';
import { isRecord } from '../../../schema-adapters/keywords/record';

/** Why a signature was refused. */
export type SignatureProblem = 'json' | 'notPng' | 'tooLarge';

/** The data URL inside `autograph`: JSON text `{"image": "data:..."}`, a JSON string, or the bare data URL. */
export function autographDataUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.startsWith('data:')) return trimmed;
  try {
    const parsed: unknown = JSON.parse(trimmed);
    if (typeof parsed === 'string') return parsed.trim();
    if (isRecord(parsed)) {
      const image = parsed.image ?? parsed.signature;
      return typeof image === 'string' ? image.trim() : '';
    }
    return '';
  } catch {
    return null;
  }
}

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

/** Decodes a PNG data URL and checks the bytes really are a PNG under `maxBytes`. */
export async function decodePngDataUrl(dataUrl: string, maxBytes: number): Promise<Buffer | SignatureProblem> {
  const match = PNG_DATA_URL.exec(dataUrl.replace(/\s+/g, ''));
  if (!match?.[1]) return 'notPng';
  if ((match[1].length * 3) / 4 > maxBytes + 3) return 'tooLarge';
  const bytes = Buffer.from(match[1], 'base64');
  if (bytes.length > maxBytes) return 'tooLarge';
  const detected = await fileTypeFromBuffer(bytes);
  return detected?.ext === 'png' && bytes.length >= 33 ? bytes : 'notPng';
}
