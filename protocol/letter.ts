/**
 * The admission letter: read without a session through the unguessable per-applicant token of its link
 * (`#/letter/admissionLetter?token=…`), as data for the portal's page and as a PDF.
 */

import type { RequestOf } from './requestOf';

/** An admission result an operator publishes. */
export type AdmissionResult = 'admitted' | 'waitlisted' | 'rejected';

/** The shape of a letter token: 32 random bytes, base64url without padding. */
export const LETTER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** GET letter.admissionLetter and letter.admissionLetterPdf: the link's token and, for the PDF, the language. */
export const letterQuerySchema = {
  type: 'object',
  properties: {
    token: { type: 'string', maxLength: 256 },
    lang: { type: 'string', maxLength: 32 },
  },
} as const;
export type LetterQuery = RequestOf<typeof letterQuerySchema>;

/** The project's look on the letter. */
export interface LetterStyle {
  /** The project colour, `#rrggbb`. */
  color: string;
  color_rgba: string;
  /** The project's icon (may be empty). */
  ico_url: string;
  /** The project's header picture (may be null). */
  header_image: string | null;
}

/** GET letter.admissionLetter: the letter in the reader's language. Times are unix seconds. */
export interface AdmissionLetterData {
  applicant_name: string;
  project_title: string;
  result: AdmissionResult;
  result_text: string;
  title: string;
  /** HTML (plain text arrives as paragraphs); the portal sanitises it before showing it. */
  content: string;
  published_at: number;
  style: LetterStyle;
}
