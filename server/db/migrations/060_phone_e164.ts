import { type Kysely, sql } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** `phone_code` + national number in E.164, as `normalisePhone` stores it (trunk prefix dropped abroad). */
function toE164(phoneCode: string, mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (phoneCode === '+86') return `+86${digits}`;
  return parsePhoneNumberFromString(`${phoneCode}${digits}`)?.number ?? `${phoneCode}${digits}`;
}

/**
 * Accounts are identified by the whole international number: `users.mobile` holds E.164 from now on (unique per
 * project, as before), so the same national number under another country code is another account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; mobile: string; phone_code: string | null }>`select id, mobile, phone_code from users where mobile is not null and mobile not like '+%'`.execute(db);
  for (const row of rows.rows) {
    const phoneCode = row.phone_code ?? '+86';
    await sql`update users set mobile = ${toE164(phoneCode, row.mobile)}, phone_code = ${phoneCode} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update users set mobile = substr(mobile, length(phone_code) + 1) where mobile like '+%' and phone_code is not null`.execute(db);
}
