import type { TFunction } from 'i18next';
import type { TrackEntry } from '../../../protocol/apply';

/** A unix-seconds time as a local date and time. */
export function formatTime(seconds: number, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : locale === 'tc' ? 'zh-TW' : 'zh-CN';
  return new Date(seconds * 1000).toLocaleString(tag, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A unix-seconds appointment or deadline (interview, re-examination, supplementary deadline) as a local date and time
 * with its time zone, so an applicant abroad reads it the same as the e-mail that names China Standard Time.
 */
export function formatAppointment(seconds: number, locale: string): string {
  const tag = locale === 'en' ? 'en-GB' : locale === 'tc' ? 'zh-TW' : 'zh-CN';
  const parts = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' } as const;
  return new Date(seconds * 1000).toLocaleString(tag, parts);
}

/** "Open (until …)", "Not open yet (opens …)", "Closed (…)" for a batch or track. */
export function windowText(entry: Pick<TrackEntry, 'window' | 'start_time' | 'end_time'>, t: TFunction, locale: string): string {
  const start = formatTime(entry.start_time, locale);
  const end = formatTime(entry.end_time, locale);
  return t(`portal.apply.batch.window.${entry.window}`, { start, end });
}
