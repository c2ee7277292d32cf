import type { Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { findApplication, statusOf } from './application';
import { homeData } from './home';
import { previewData } from './preview';
import { toSeconds } from './time';
import { nationalNumber } from '../account/targets';

/** Everything the applicant entered, for apply/export. Letters are never included (the applicant cannot read them). */
export async function exportApplication(db: Db, applicant: Applicant, locale: Locale, now: number) {
  const [user, application, preview, home] = await Promise.all([
    db.selectFrom('users').select(['uid', 'name', 'email', 'mobile', 'phone_code']).where('id', '=', applicant.id).executeTakeFirst(),
    findApplication(db, applicant),
    previewData(db, applicant, locale),
    homeData(db, applicant, locale, now),
  ]);
  return {
    exported_at: toSeconds(now),
    user: user ? { ...user, mobile: nationalNumber(user.mobile, user.phone_code) } : null,
    application: {
      status: statusOf(application),
      record: home.applications[0] ?? null,
      submitted_at: toSeconds(application?.submitted_at),
      review_status: application?.review_status ?? 'pending',
    },
    modules: preview.modules.map(({ menu, values }) => ({ menuid: menu.menuid, name: menu.name, state: menu.state, version: menu.version, values })),
    recommendations: home.recommendations,
  };
}
