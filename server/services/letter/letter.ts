import '../../messages';
import type { AdmissionLetterData, AdmissionResult, LetterStyle } from '../../../protocol/letter';
import { pickText, translate, type Locale } from '../../../schema-adapters';
import type { Db } from '../../db/connect';
import { extraOf } from '../apply/application';
import { textIn } from '../apply/text';
import { toSeconds } from '../apply/time';
import { projectConfig, type ProjectRow } from '../account/projects';
import { contentHtml } from './html';
import { isLetterTokenShape, sameToken } from './token';

const RESULTS: readonly AdmissionResult[] = ['admitted', 'waitlisted', 'rejected'];
const HEX_COLOR = /^#[0-9a-f]{6}$/i;
const DEFAULT_COLOR = '#4dbca6';

/** What a letter is made of, in every language; {@link letterIn} picks one. */
export interface LetterSource {
  applicantName: string;
  project: ProjectRow;
  result: AdmissionResult;
  title: unknown;
  content: unknown;
  /** Milliseconds. */
  publishedAt: number;
}

/**
 * The letter a token opens, or null for a token of the wrong shape, one no application holds, a removed account or a
 * token whose application has no published result. The database looks the token up by its unique column; the final
 * comparison is in constant time.
 */
export async function findLetter(db: Db, token: unknown): Promise<LetterSource | null> {
  if (!isLetterTokenShape(token)) return null;
  const row = await db
    .selectFrom('applications')
    .innerJoin('users', 'users.id', 'applications.user_id')
    .selectAll('applications')
    .select(['users.name', 'users.email', 'users.mobile', 'users.deleted_at'])
    .where('applications.letter_token', '=', token)
    .executeTakeFirst();
  if (!row || !sameToken(row.letter_token, token) || row.deleted_at !== null) return null;
  const admission = extraOf(row).admission;
  if (!admission || !RESULTS.includes(admission.result)) return null;
  const project = await db.selectFrom('projects').selectAll().where('id', '=', row.project_id).executeTakeFirst();
  if (!project) return null;
  return {
    applicantName: row.name.trim() || row.email || row.mobile || '',
    project,
    result: admission.result,
    title: admission.title,
    content: admission.content,
    publishedAt: admission.published_at ?? row.updated_at,
  };
}

/** The project's look: its colour (a safe `#rrggbb`), icon and header picture. */
export function letterStyle(project: ProjectRow): LetterStyle {
  const config = projectConfig(project);
  return {
    color: HEX_COLOR.test(config.color) ? config.color : DEFAULT_COLOR,
    color_rgba: config.color_rgba,
    ico_url: config.ico_url,
    header_image: config.header_image,
  };
}

/** The letter in one language. */
export function letterIn(source: LetterSource, locale: Locale): AdmissionLetterData {
  return {
    applicant_name: source.applicantName,
    project_title: pickText(projectConfig(source.project).title, locale),
    result: source.result,
    result_text: translate(locale, `server.letter.result.${source.result}`),
    title: textIn(source.title, locale).trim() || translate(locale, 'server.letter.title'),
    content: contentHtml(textIn(source.content, locale)),
    published_at: toSeconds(source.publishedAt),
    style: letterStyle(source.project),
  };
}
