import { pickText } from '../i18n';
import type { FieldTypeAdapter } from '../registry';
import { baseOptions } from './common';

/** Type 14: display-only rich text (`condition.htmlContent`); renderers sanitise the HTML before showing it. */
export const richTextAdapter: FieldTypeAdapter = {
  type: 14,
  name: 'richText',
  hasValue: false,
  adapt(field, ctx) {
    const html = pickText(field.condition.htmlContent, ctx.locale) || pickText(field.name, ctx.locale);
    return {
      properties: {},
      required: [],
      requiredSchemas: {},
      allOf: [],
      ui: { type: 'Label', text: pickText(field.name, ctx.locale), options: { ...baseOptions(field, ctx, 'richText'), html } },
    };
  },
};
