import '../../messages';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { type Locale, translate } from '../../../schema-adapters';
import { isLocale } from '../../../protocol/language';
import { projectConfig, type ProjectRow } from '../account/projects';

dayjs.extend(utc);

/** The language an applicant reads: the one they last used, else the project's default, else sc. */
export function languageOf(user: { language: string | null }, project: ProjectRow): Locale {
  if (isLocale(user.language)) return user.language;
  const first = projectConfig(project).lang[0];
  return isLocale(first) ? first : 'sc';
}

const FORMATS: Record<Locale, string> = { sc: 'YYYY年M月D日 HH:mm', tc: 'YYYY年M月D日 HH:mm', en: 'D MMM YYYY, HH:mm' };
const DATE_FORMATS: Record<Locale, string> = { sc: 'YYYY年M月D日', tc: 'YYYY年M月D日', en: 'D MMM YYYY' };

/** The projects are in mainland China: times in messages are Beijing time, named as such. */
const BEIJING_OFFSET_MINUTES = 8 * 60;

/** A time (ms) as the applicant reads it, with its time zone. */
export function formatTime(ms: number, locale: Locale): string {
  const text = dayjs(ms).utcOffset(BEIJING_OFFSET_MINUTES).format(FORMATS[locale]);
  return `${text} (${translate(locale, 'server.operator.timeZone')})`;
}

/** A day (ms) as the applicant reads it. */
export function formatDate(ms: number, locale: Locale): string {
  return dayjs(ms).utcOffset(BEIJING_OFFSET_MINUTES).format(DATE_FORMATS[locale]);
}
