import { PATHS } from '../../protocol';
import type { AdmissionLetterData } from '../../protocol/letter';
import type { Locale } from '../store/types';
import { apiGet, http } from './client';

/** GET letter.admissionLetter: the letter a link token opens (no session), in `lang`; 404 for any wrong token. */
export const admissionLetter = (token: string, lang: Locale) => apiGet<AdmissionLetterData>(PATHS.letter.admissionLetter, { token, lang });

/** The address of the letter's PDF, for a plain download link (the browser fetches it directly, unsigned). */
export function admissionLetterPdfUrl(token: string, lang: Locale): string {
  const query = new URLSearchParams({ token, lang });
  return `${http.defaults.baseURL ?? ''}${PATHS.letter.admissionLetterPdf}?${query.toString()}`;
}
