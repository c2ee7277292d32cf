import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Noto Sans SC: Simplified and most Traditional Chinese and Latin; pdfkit embeds only the glyphs a letter uses. */
export const LETTER_FONT_PATH = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');

let font: Promise<Buffer> | null = null;

/** The font file, read once (about 10 MB) and kept for every later letter. */
export function letterFont(): Promise<Buffer> {
  font ??= readFile(LETTER_FONT_PATH).catch((error: unknown) => {
    font = null;
    throw error;
  });
  return font;
}
