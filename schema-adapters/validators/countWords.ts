const WORD = /\p{Script=Han}|[^\s\p{Script=Han}]+/gu;

/** Word count of the portal: each Han ideograph is a word, and so is each run of other non-whitespace characters. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}
