/** What kind of file a name is, by its extension (drives the icon and its accessible type text). */
export type FileKind = 'pdf' | 'text' | 'image' | 'archive' | 'office' | 'other';

const KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  txt: 'text',
  md: 'text',
  csv: 'text',
  rtf: 'text',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  zip: 'archive',
  rar: 'archive',
  '7z': 'archive',
  tar: 'archive',
  gz: 'archive',
  doc: 'office',
  docx: 'office',
  xls: 'office',
  xlsx: 'office',
  ppt: 'office',
  pptx: 'office',
  odt: 'office',
  ods: 'office',
};

/** The kind of `name` (a file name or an address; query and fragment ignored, case-insensitive). */
export function fileKind(name: string | null | undefined): FileKind {
  const base = (name ?? '').split(/[?#]/)[0] ?? '';
  const dot = base.lastIndexOf('.');
  if (dot < 0 || dot < base.lastIndexOf('/')) return 'other';
  return KINDS[base.slice(dot + 1).toLowerCase()] ?? 'other';
}
