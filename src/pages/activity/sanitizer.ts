/** Turns server HTML into HTML safe to show (DOMPurify's `sanitize`). */
export type Sanitize = (html: string) => string;

let loaded: Sanitize | undefined;
let pending: Promise<Sanitize> | undefined;

/** Whether a description needs HTML parsing to show: markup or a character reference. Plain text is shown as text. */
export const isHtml = (text: string): boolean => /[<&]/.test(text);

/** DOMPurify, loaded once in a chunk of its own; a failed load is tried again on the next call. */
export function loadSanitizer(): Promise<Sanitize> {
  return (pending ??= import('dompurify').then(
    ({ default: purify }) => (loaded = (html) => purify.sanitize(html)),
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  ));
}

/** The sanitizer if it has loaded. */
export const loadedSanitizer = (): Sanitize | undefined => loaded;

/** Loads the sanitizer when one of the texts is HTML, so an HTML description shows as soon as its data does. */
export async function prepareSanitizer(texts: Array<string | undefined>): Promise<void> {
  if (texts.some((text) => text !== undefined && isHtml(text))) await loadSanitizer();
}
