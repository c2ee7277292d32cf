import { VALUE_FORMATS, checkValueFormat } from '../validators/patterns';
import type { ValueFormat } from '../validators/patterns';
import { defineValueKeyword } from './defineKeyword';

/** `valueFormat: 'cn_mobile'` (or another name of `VALUE_FORMATS`) checks a string against that format. */
export const valueFormat = defineValueKeyword(
  { keyword: 'valueFormat', type: 'string', metaSchema: { type: 'string', enum: [...VALUE_FORMATS] } },
  (format: ValueFormat, value: string) => (checkValueFormat(format, value).ok ? undefined : { format }),
);
