import '../../messages';
import type { HomeData } from '../../../protocol/apply';
import { type Locale, pickText, translate } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { findApplication, statusOf } from './application';
import { batchInfo, batchRows } from './batches';
import { localized } from './text';
import { toSeconds } from './time';

/** apply/home: batch list summary, the application record and the recommendation records (read-only). */
export async function homeData(db: Db, applicant: Applicant, locale: Locale, now: number): Promise<HomeData> {
  const application = await findApplication(db, applicant);
  const [batches, rows, recommendations] = await Promise.all([
    batchInfo(db, applicant.projectId, locale, now),
    batchRows(db, applicant.projectId),
    application
      ? db
          .selectFrom('recommendations')
          .select(['name', 'email', 'send_state', 'write_state', 'letter_state'])
          .where('application_id', '=', application.id)
          .orderBy('module_id')
          .orderBy('row_number')
          .execute()
      : Promise.resolve([]),
  ]);
  const batch = rows.find((row) => row.id === application?.batch_id);
  const track = rows.find((row) => row.id === application?.track_id);
  const window = track ?? batch;
  const status = statusOf(application);
  const applications =
    application && batch && window
      ? [
          {
            batch_name: pickText(localized(batch.title), locale),
            track_name: track ? pickText(localized(track.title), locale) : '',
            start_time: toSeconds(window.start_time),
            end_time: toSeconds(window.end_time),
            status,
            status_text: translate(locale, `server.apply.status.${status}`),
            submit_time: toSeconds(application.submitted_at),
          },
        ]
      : [];
  return { batches, applications, recommendations };
}
