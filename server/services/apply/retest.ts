import type { ApplicationExtra, RetestItem, SaveData } from '../../../protocol/apply';
import { RETEST_MENU_ID, type RetestArrangement, type RetestData } from '../../../protocol/retest';
import type { FieldDefinition, FormRuntime, Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { badRequest, conflict } from '../../http/errors';
import { ownFileValues } from '../files/fileValues';
import { extraOf, findApplication } from './application';
import { updateExtra } from './extra';
import { fieldsFromText } from './fieldsCache';
import { textIn } from './text';
import { toSeconds } from './time';

type Values = Record<string, unknown>;
type Retest = NonNullable<ApplicationExtra['retest']>;

/** An arrangement's id; one an operator left out gets its position, so it stays the same from answer to answer. */
function arrangementId(item: Partial<RetestItem>, index: number): string {
  const id: unknown = item.id;
  if ((typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id))) return String(id).trim();
  return `item-${index + 1}`;
}

/** Re-examination arrangements as answered (times in seconds, texts in the request language, never an empty id). */
export function retestList(extra: ApplicationExtra, locale: Locale): RetestArrangement[] {
  const list: unknown = extra.retest?.list;
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is Partial<RetestItem> => typeof item === 'object' && item !== null)
    .map((item, index) => ({
      id: arrangementId(item, index),
      title: textIn(item.title, locale),
      time: toSeconds(item.time),
      place: textIn(item.place, locale),
      notice: textIn(item.notice, locale),
    }));
}

const hasForm = (retest: Retest | undefined): retest is Retest & { fields: unknown[] } => Boolean(retest && Array.isArray(retest.fields) && retest.fields.length > 0);

/** apply.getRetestInfo: arrangements, the published form and the saved answers. */
export function retestOf(extra: ApplicationExtra, locale: Locale): RetestData {
  const retest = extra.retest;
  return {
    list: retestList(extra, locale),
    fields: hasForm(retest) ? retest.fields : [],
    values: retest?.values ?? {},
    version: retest?.version ?? 0,
    state: retest?.state ?? (retest?.saved_at ? 1 : 0),
    saved_at: toSeconds(retest?.saved_at),
    published_at: toSeconds(retest?.published_at),
    editable: hasForm(retest),
  };
}

function publishedForm(extra: ApplicationExtra): Retest & { fields: unknown[] } {
  const retest = extra.retest;
  if (!hasForm(retest)) throw badRequest('server.apply.noRetest');
  return retest;
}

/**
 * apply.saveRetestInfo: keeps the answers (state 2 without errors, else 1). Unknown keys are dropped, hidden values
 * pruned and file values must be the applicant's own. With `version`, a save based on an older one is refused (409).
 */
export async function saveRetest(db: Db, forms: FormRuntime, applicant: Applicant, values: Values, version: number | undefined, locale: Locale, now: number): Promise<SaveData & { saved_at: number }> {
  const fields: FieldDefinition[] = fieldsFromText(JSON.stringify(publishedForm(extraOf(await findApplication(db, applicant))).fields));
  const owner = { kind: 'applicant', userId: applicant.id, projectId: applicant.projectId } as const;
  const stored = await ownFileValues(db, forms, owner, { moduleId: RETEST_MENU_ID, fields, values: forms.toStored(fields, values, { locale }) }, locale);
  const errors = forms.validateStored(fields, stored, { locale });
  return updateExtra(db, applicant, now, (extra) => {
    const retest = publishedForm(extra);
    const current = retest.version ?? 0;
    if (version !== undefined && version !== current) throw conflict('server.apply.staleRetest', { version: current });
    const state = errors.length === 0 ? 2 : 1;
    extra.retest = { ...retest, values: stored, state, version: current + 1, saved_at: now };
    return { state, version: current + 1, errors, saved_at: toSeconds(now) };
  });
}
