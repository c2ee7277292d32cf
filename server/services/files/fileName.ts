import { extensionOf } from './fileTypes';

/** The longest original file name kept, in characters (code points), extension included. */
export const MAX_FILE_NAME = 200;

/**
 * A file name of at most `max` characters: a longer one keeps its beginning and its extension (`.pdf`). Characters
 * are counted as code points, so a surrogate pair (an emoji, a rare CJK character) is never cut in two.
 */
export function boundFileName(name: string, max = MAX_FILE_NAME): string {
  const trimmed = name.trim();
  const chars = [...trimmed];
  if (chars.length <= max) return trimmed;
  const extLength = extensionOf(trimmed).length;
  const suffix = extLength > 0 ? chars.slice(-extLength - 1) : [];
  const stem = chars.slice(0, chars.length - suffix.length);
  return stem.slice(0, max - suffix.length).join('').trimEnd() + suffix.join('');
}
