import '../../messages';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { FieldError } from '../../../protocol/apply';
import { type FieldDefinition, type Locale, isPhoneField, translate } from '../../../schema-adapters';
import { isRecord, ownValue } from '../../../schema-adapters/keywords/record';
import type { Db } from '../../db/connect';
import { normaliseEmail, recommenderRowNumber, refereeColumnsOf } from './columns';


/** How the applicant can be reached: their account e-mail and E.164 phone (null when none). */
export interface ApplicantContact {
  email: string | null;
  mobile: string | null;
}

export async function applicantContact(db: Db, userId: number): Promise<ApplicantContact> {
  const user = await db.selectFrom('users').select(['email', 'mobile']).where('id', '=', userId).executeTakeFirst();
  return { email: user?.email ? normaliseEmail(user.email) : null, mobile: user?.mobile ?? null };
}

/** A phone value of the form (`{ code, number }`) in E.164, or null. */
function e164Of(value: unknown): string | null {
  if (!isRecord(value)) return null;
  const { code, number } = value;
  if (typeof code !== 'string' || typeof number !== 'string') return null;
  const digits = number.replace(/\D/g, '');
  if (digits === '') return null;
  return parsePhoneNumberFromString(`${code}${digits}`)?.number ?? `${code}${digits}`;
}

/** The recommender rows naming the applicant themself (their e-mail or phone), with the field error of each. */
export function selfRecommenders(
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
  contact: ApplicantContact,
  locale: Locale,
): { rows: Set<number>; errors: FieldError[] } {
  const found: { rows: Set<number>; errors: FieldError[] } = { rows: new Set(), errors: [] };
  const columns = refereeColumnsOf(fields);
  if (!columns) return found;
  const group = columns.groupKey === null ? undefined : fields.find((field) => !field.pid && field.field === columns.groupKey);
  const phoneKey = fields.find((field) => isPhoneField(field) && (group ? field.pid === group.id : !field.pid))?.field;
  const list: unknown = columns.groupKey === null ? [values] : ownValue(values, columns.groupKey);
  if (!Array.isArray(list)) return found;
  const message = translate(locale, 'server.recommend.selfRecommendation');
  list.forEach((row: unknown, index) => {
    if (!isRecord(row)) return;
    const path = (key: string) => (columns.groupKey === null ? key : `${columns.groupKey}[${index}].${key}`);
    const rowNumber = columns.groupKey === null ? 1 : recommenderRowNumber(row, index);
    const email = normaliseEmail(ownValue(row, columns.emailKey));
    const phone = phoneKey ? e164Of(ownValue(row, phoneKey)) : null;
    if (contact.email && email === contact.email) {
      found.rows.add(rowNumber);
      found.errors.push({ field: path(columns.emailKey), keyword: 'selfRecommendation', message });
    }
    if (phoneKey && contact.mobile && phone === contact.mobile) {
      found.rows.add(rowNumber);
      found.errors.push({ field: path(phoneKey), keyword: 'selfRecommendation', message });
    }
  });
  return found;
}
