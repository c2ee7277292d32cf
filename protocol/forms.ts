/**
 * The form runtime's own calls (not in spec section 7): a module's validators, precompiled by the server so that a
 * browser validates without compiling (or downloading AJV's compiler).
 */

import type { RequestOf } from './requestOf';

/** The largest body `form.validators` accepts, in bytes (a module's definitions as JSON text; larger answers 413). */
export const FORM_VALIDATORS_BODY_LIMIT = 2 * 1024 * 1024;

export const FORM_SCHEMAS = {
  /**
   * `fields`: the module's definitions as the server sent them (JSON text in a form body, or a list in a JSON body);
   * `locale` and `referee` as the form is drawn with.
   */
  validatorsBody: {
    type: 'object',
    required: ['fields'],
    properties: {
      fields: { anyOf: [{ type: 'string' }, { type: 'array' }, { type: 'object' }] },
      locale: { type: 'string', enum: ['sc', 'tc', 'en'], default: 'sc' },
      referee: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
    },
  },
} as const;

export type FormValidatorsRequest = RequestOf<(typeof FORM_SCHEMAS)['validatorsBody']>;

/**
 * The answer of `form.validators`: standalone validator code exporting `v0`, `v1`, … (run it with
 * `precompiledValidators` from `schema-adapters`) and the JSON text of each one's schema, in that order.
 */
export interface FormValidatorsData {
  code: string;
  schemas: string[];
}
