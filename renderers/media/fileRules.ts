import type { Locale, MessageKey } from '../../schema-adapters/index';
import { isObject } from '../core/isObject';

/** One stored file as the value of an upload or video field holds it. */
export interface FileRecord {
  name: string;
  url: string;
  uid?: string | number;
  size?: number;
  duration?: number;
}

/** An example file the field offers (`options.examples`): per-language names, or one name in no known language. */
export interface ExampleFile {
  name: string | Partial<Record<Locale, string>>;
  url: string;
}

/** The upload rules the adapter passes on as UI-schema options. */
export interface FileRules {
  accept: string[];
  maxCount: number;
  maxSizeMB?: number | undefined;
  examples: ExampleFile[];
  duration?: number | undefined;
}

type Translate = (key: MessageKey, params?: Record<string, unknown>) => string;

const BYTES_PER_MB = 1024 * 1024;
const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);
const VIDEO_EXTENSIONS = new Set(['mp4', 'webm', 'mov', 'ogg', 'ogv']);

/** Lower-case extension after the last dot of a file name or address, or `''`. */
export function extensionOf(name: string): string {
  const clean = name.split(/[?#]/)[0] ?? '';
  const dot = clean.lastIndexOf('.');
  return dot < 0 ? '' : clean.slice(dot + 1).toLowerCase();
}

/** How a stored file is shown: as an image thumbnail, in the PDF dialog, in the video player, or as a link. */
export function fileKind(record: FileRecord): 'image' | 'pdf' | 'video' | 'other' {
  const extension = extensionOf(record.name) || extensionOf(record.url);
  if (IMAGE_EXTENSIONS.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (VIDEO_EXTENSIONS.has(extension)) return 'video';
  return 'other';
}

/** The rules from a control's options, with the adapter's defaults for anything missing. */
export function readRules(options: Record<string, unknown>, defaultTypes: string[]): FileRules {
  const listed = Array.isArray(options.accept) ? options.accept.filter((type): type is string => typeof type === 'string') : [];
  const examples = Array.isArray(options.examples)
    ? options.examples.filter((item): item is ExampleFile => isObject(item) && (typeof item.name === 'string' || isObject(item.name)) && typeof item.url === 'string')
    : [];
  const number = (value: unknown) => (typeof value === 'number' && value > 0 ? value : undefined);
  return {
    accept: (listed.length > 0 ? listed : defaultTypes).map((type) => type.replace(/^\./, '').toLowerCase()),
    maxCount: number(options.maxCount) ?? 1,
    maxSizeMB: number(options.maxSizeMB),
    examples,
    duration: number(options.duration),
  };
}

/** The records of a field value, leaving out anything that is not a file record. */
export function recordsOf(data: unknown): FileRecord[] {
  if (!Array.isArray(data)) return [];
  return data.filter((item): item is FileRecord => isObject(item) && typeof item.name === 'string' && typeof item.url === 'string');
}

/** An example's name in `locale` when the definition gives one per language, else "Sample {n}" (n from 1). */
export function exampleName(example: ExampleFile, index: number, locale: Locale, t: Translate): string {
  const own = typeof example.name === 'string' ? '' : (example.name[locale] ?? '').trim();
  return own || t('media.upload.sample', { n: index + 1 });
}

/** "jpg, jpeg or png": the types as a list in the locale. */
export function typeList(types: string[], t: Translate): string {
  if (types.length <= 1) return types.join('');
  return `${types.slice(0, -1).join(t('media.listSeparator'))}${t('field.or')}${types[types.length - 1] ?? ''}`;
}

/** The hint under a picker: types, size and count, e.g. "jpg, jpeg or png, up to 5 MB, at most 3 files". */
export function rulesHint(rules: FileRules, t: Translate): string {
  const parts = [typeList(rules.accept, t)];
  if (rules.maxSizeMB !== undefined) parts.push(t('media.upload.sizeHint', { limit: rules.maxSizeMB }));
  parts.push(rules.maxCount === 1 ? t('media.upload.countOneHint') : t('media.upload.countHint', { count: rules.maxCount }));
  return parts.join(t('media.hintSeparator'));
}

/** The spec's message for the first rule the chosen files break (`held` files are already stored or on their way). */
export function checkFiles(files: File[], rules: FileRules, held: number, t: Translate): string | undefined {
  if (files.some((file) => !rules.accept.includes(extensionOf(file.name)))) {
    return t('validation.file.type', { types: rules.accept.join(t('field.or')) });
  }
  if (rules.maxSizeMB !== undefined && files.some((file) => file.size > (rules.maxSizeMB ?? 0) * BYTES_PER_MB)) {
    return t('validation.file.size', { limit: rules.maxSizeMB });
  }
  if (held + files.length > rules.maxCount) return t('validation.file.count');
  return undefined;
}
