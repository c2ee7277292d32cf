import type { ApplicationExtra, SaveData } from '../../../protocol/apply';
import { SUPPLEMENTARY_MENU_ID, type SupplementaryData, type SupplementarySubmitData } from '../../../protocol/supplementary';
import type { FieldDefinition, FormRuntime, Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import type { Applicant } from '../../http/auth';
import { badRequest, conflict, forbidden } from '../../http/errors';
import { ownFileValues } from '../files/fileValues';
import { type ApplicationRow, extraOf, findApplication } from './application';
import { requirePassed } from './afterSubmit';
import { updateExtra } from './extra';
import { fieldsFromText } from './fieldsCache';
import { toSeconds } from './time';

type Values = Record<string, unknown>;
type Supplementary = NonNullable<ApplicationExtra['supplementary']>;

const fieldsOf = (supplementary: Supplementary): FieldDefinition[] => fieldsFromText(JSON.stringify(supplementary.fields ?? []));

const isPublished = (supplementary: Supplementary | undefined): supplementary is Supplementary & { fields: unknown[] } =>
  Boolean(supplementary && Array.isArray(supplementary.fields) && supplementary.fields.length > 0);

const pastDeadline = (supplementary: Supplementary, now: number) => typeof supplementary.deadline === 'number' && now > supplementary.deadline;

/** The published form, refused when review has not passed, nothing was published, it was submitted or its deadline passed. */
function writableForm(application: ApplicationRow | undefined, now: number): Supplementary & { fields: unknown[] } {
  const supplementary = extraOf(requirePassed(application)).supplementary;
  if (!isPublished(supplementary)) throw badRequest('server.apply.noSupplementary');
  if (supplementary.submitted_at) throw forbidden('server.apply.supplementaryDone');
  if (pastDeadline(supplementary, now)) throw forbidden('server.apply.supplementaryClosed');
  return supplementary;
}

/** The applicant's supplementary form, draft and deadline; refused until review passed. */
export async function supplementaryOf(db: Db, applicant: Applicant, now: number): Promise<SupplementaryData> {
  const application = requirePassed(await findApplication(db, applicant));
  const supplementary = extraOf(application).supplementary;
  const published = isPublished(supplementary);
  return {
    fields: published ? supplementary.fields : [],
    values: supplementary?.values ?? {},
    version: supplementary?.version ?? 0,
    state: supplementary?.state ?? (supplementary?.submitted_at ? 2 : 0),
    saved_at: toSeconds(supplementary?.saved_at),
    submitted_at: toSeconds(supplementary?.submitted_at),
    deadline: toSeconds(supplementary?.deadline),
    published_at: toSeconds(supplementary?.published_at),
    open: published && !supplementary.submitted_at && !pastDeadline(supplementary, now),
  };
}

/** The parsed fields of the published form, refused like a save. */
export const writableFields = (application: ApplicationRow | undefined, now: number): FieldDefinition[] => fieldsOf(writableForm(application, now));

/** Unknown keys dropped, hidden values pruned, file values checked against the applicant's own uploads for this form. */
async function cleanValues(db: Db, forms: FormRuntime, applicant: Applicant, values: Values, locale: Locale, now: number) {
  const fields = writableFields(await findApplication(db, applicant), now);
  const owner = { kind: 'applicant', userId: applicant.id, projectId: applicant.projectId } as const;
  const stored = await ownFileValues(db, forms, owner, { moduleId: SUPPLEMENTARY_MENU_ID, fields, values: forms.toStored(fields, values, { locale }) }, locale);
  return { fields, stored, errors: forms.validateStored(fields, stored, { locale }) };
}

/**
 * apply.saveSupplementary: keeps the draft (state 2 without errors, else 1) when `version` is the stored one (409
 * otherwise), so a second tab cannot silently overwrite the first.
 */
export async function saveSupplementary(db: Db, forms: FormRuntime, applicant: Applicant, values: Values, version: number, locale: Locale, now: number): Promise<SaveData> {
  const { stored, errors } = await cleanValues(db, forms, applicant, values, locale, now);
  return updateExtra(db, applicant, now, (extra, application) => {
    const supplementary = writableForm(application, now);
    const current = supplementary.version ?? 0;
    if (version !== current) throw conflict('server.apply.staleVersion', { version: current });
    const state = errors.length === 0 ? 2 : 1;
    extra.supplementary = { ...supplementary, values: stored, state, version: current + 1, saved_at: now };
    return { state, version: current + 1, errors };
  });
}

/** apply.overallSubmission: submits the supplementary materials once, complete, before the deadline; read-only afterwards. */
export async function submitSupplementary(db: Db, forms: FormRuntime, applicant: Applicant, values: Values, locale: Locale, now: number): Promise<SupplementarySubmitData> {
  const { stored, errors } = await cleanValues(db, forms, applicant, values, locale, now);
  if (errors.length > 0) throw badRequest('server.apply.incomplete', {}, { errors });
  return updateExtra(db, applicant, now, (extra, application) => {
    const supplementary = writableForm(application, now);
    extra.supplementary = { ...supplementary, values: stored, state: 2, version: (supplementary.version ?? 0) + 1, saved_at: now, submitted_at: now };
    return { submitted_at: toSeconds(now) };
  });
}
