import type { FieldError } from '../../../protocol/apply';
import type { FormRuntime, Locale } from '../../../schema-adapters';
import { forbidden } from '../../http/errors';
import type { ApplicationRow } from './application';
import { fieldsFromText } from './fieldsCache';

/** Validates values against a form an operator published in `extra` (retest or supplementary). */
export function validateExtraForm(forms: FormRuntime, fields: unknown[], values: Record<string, unknown>, locale: Locale) {
  const parsed = fieldsFromText(JSON.stringify(fields));
  const clean = forms.definedValues(parsed, values);
  const errors: FieldError[] = forms.validate(parsed, clean, { locale });
  return { clean, errors };
}

/** Supplementary materials are only for applications that passed review (spec section 4). */
export function requirePassed(application: ApplicationRow | undefined): ApplicationRow {
  if (!application || application.review_status !== 'passed') throw forbidden('server.apply.notPassed');
  return application;
}
