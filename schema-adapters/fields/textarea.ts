import type { FieldTypeAdapter } from '../registry';
import { control, singleProperty } from './common';

/** Type 2: multi-line text with an optional word limit (`word_max`) and height (`custom_lines`). */
export const textareaAdapter: FieldTypeAdapter = {
  type: 2,
  name: 'textarea',
  hasValue: true,
  adapt(field, ctx) {
    const { word_max: wordMax, custom_lines: lines, min_length: minLength, max_length: maxLength } = field.condition;
    const schema = {
      type: 'string',
      ...(wordMax === undefined ? {} : { wordMax }),
      ...(minLength === undefined ? {} : { minLength }),
      ...(maxLength === undefined ? {} : { maxLength }),
    };
    const extra: Record<string, unknown> = { multi: true };
    if (wordMax !== undefined) extra.wordMax = wordMax;
    if (lines !== undefined) extra.lines = lines;
    return singleProperty(field, schema, control(field, ctx, 'textarea', extra));
  },
};
