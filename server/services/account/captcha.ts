import { create } from 'svg-captcha';
import type { CaptchaData } from '../../../protocol/account';
import type { Db } from '../../db/connect';
import { badRequest } from '../../http/errors';
import { hashToken, newToken } from '../tokens';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Characters easy to confuse (0/o, 1/l/i) are left out. */
const IGNORED = '0oO1iIlL';

const answerHash = (key: string, answer: string) => hashToken(`${key}:${answer.trim().toLowerCase()}`);

/** A new picture captcha: 4 characters, stored hashed, valid 5 minutes, usable once. */
export async function newCaptcha(db: Db, now: number): Promise<CaptchaData & { answer: string }> {
  const captcha = create({ size: 4, ignoreChars: IGNORED, noise: 3, width: 120, height: 44, color: true });
  const key = newToken();
  await db.deleteFrom('captchas').where('expires_at', '<', now).execute();
  await db
    .insertInto('captchas')
    .values({ id: key, answer_hash: answerHash(key, captcha.text), expires_at: now + CAPTCHA_TTL_MS, used_at: null })
    .execute();
  const image = `data:image/svg+xml;base64,${Buffer.from(captcha.data, 'utf8').toString('base64')}`;
  return { key, image, answer: captcha.text };
}

/**
 * Checks and uses up a captcha (right or wrong, it cannot be tried again). Missing → the spec's
 * "picture captcha required"; wrong, used or expired → a 400 asking for a new one.
 */
export async function consumeCaptcha(db: Db, key: string | undefined, answer: string | undefined, now: number): Promise<void> {
  if (!key?.trim() || !answer?.trim()) throw badRequest('server.account.captchaRequired', {}, { field: 'captcha' });
  const row = await db.selectFrom('captchas').selectAll().where('id', '=', key).executeTakeFirst();
  const claimed = await db
    .updateTable('captchas')
    .set({ used_at: now })
    .where('id', '=', key)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  const fresh = !!row && Number(claimed.numUpdatedRows) === 1 && row.expires_at > now;
  if (!fresh || row.answer_hash !== answerHash(key, answer)) {
    throw badRequest('server.account.captchaInvalid', {}, { field: 'captcha' });
  }
}
