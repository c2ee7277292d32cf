import type { FieldTypeAdapter } from '../registry';
import { control, singleProperty } from './common';

/** Type 12: electronic signature stored as a PNG data URL or the address of the uploaded image. */
export const signatureAdapter: FieldTypeAdapter = {
  type: 12,
  name: 'signature',
  hasValue: true,
  holds: 'signature',
  messages: { required: 'validation.saveSignNoData' },
  adapt(field, ctx) {
    return singleProperty(field, { type: 'string', signature: true }, control(field, ctx, 'signature'));
  },
};
