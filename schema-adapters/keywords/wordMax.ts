import { countWords } from '../validators/countWords';
import { defineValueKeyword } from './defineKeyword';

/** `wordMax: 500` fails a text of more than 500 words as `countWords` counts them. */
export const wordMax = defineValueKeyword(
  { keyword: 'wordMax', type: 'string', metaSchema: { type: 'integer', minimum: 0 } },
  (limit: number, value: string) => {
    const count = countWords(value);
    return count <= limit ? undefined : { limit, count };
  },
);
