import { FEEDBACK_MAX_LENGTH } from '../../../protocol/content';

/** The longest feedback the server accepts, in characters (code points, after trimming). */
export const FEEDBACK_MAX = FEEDBACK_MAX_LENGTH;
/** The longest contact the server accepts. */
export const CONTACT_MAX = 100;

/** Characters as the server counts them (code points, so an emoji is one). */
export function feedbackLength(content: string): number {
  return [...content].length;
}

/** Why feedback cannot be sent (`empty`, `tooLong`), or null when it can. */
export function checkFeedback(content: string): 'empty' | 'tooLong' | null {
  const trimmed = content.trim();
  if (!trimmed) return 'empty';
  return feedbackLength(trimmed) > FEEDBACK_MAX ? 'tooLong' : null;
}

/** A time (ms since 1970) in the portal language, e.g. 2026-05-01 14:03. */
export function formatTime(ms: number, htmlLang: string): string {
  return new Intl.DateTimeFormat(htmlLang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}
