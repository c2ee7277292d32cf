import { type Locale, type LocalizedText, pickText } from '../../../schema-adapters';
import { projectConfig, type ProjectRow } from '../account/projects';
import type { UserRow } from '../account/users';
import { sendMail, sendSms } from '../outbox';
import { languageOf } from './language';
import type { OperatorContext } from './types';

/** What an action tells the applicant, written once per language. */
export interface Notice {
  subject: (locale: Locale) => string;
  /** The paragraphs of the body (plain text). */
  body: (locale: Locale) => string[];
  /** A link the e-mail carries (the admission letter). */
  link?: string;
}

/** One text per language. */
export const inEvery = (write: (locale: Locale) => string): LocalizedText => ({ sc: write('sc'), tc: write('tc'), en: write('en') });

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** The message centre shows bodies as (sanitised) HTML: one paragraph per line, the link clickable. */
function htmlBody(paragraphs: string[], link: string | undefined): string {
  const html = paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`);
  if (link) html.push(`<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`);
  return html.join('');
}

/** The project's title in a language. */
export const projectTitle = (project: ProjectRow, locale: Locale) => pickText(projectConfig(project).title, locale) || project.domain;

/** How the applicant is addressed: their name, else their e-mail or phone. */
export const applicantName = (user: UserRow) => user.name.trim() || user.email || user.mobile || '';

/**
 * Sends the applicant one message-centre entry (every language, so the portal shows the reader's) and one e-mail in
 * their language; an account without an e-mail gets an SMS instead. Answers the ids of both.
 */
export async function notify(ctx: OperatorContext, project: ProjectRow, user: UserRow, notice: Notice): Promise<{ message_id: number; outbox_id: number }> {
  const now = ctx.clock.now();
  const message = await ctx.db
    .insertInto('messages')
    .values({ project_id: project.id, user_id: user.id, title: JSON.stringify(inEvery(notice.subject)), body: JSON.stringify(inEvery((locale) => htmlBody(notice.body(locale), notice.link))), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const locale = languageOf(user, project);
  const subject = notice.subject(locale);
  const body = notice.body(locale).join('\n');
  let outboxId: number;
  if (user.email) {
    outboxId = await sendMail(ctx, { projectId: project.id, to: user.email, subject, body, ...(notice.link ? { link: notice.link } : {}) });
  } else {
    const text = notice.link ? `${body}\n${notice.link}` : body;
    outboxId = await sendSms(ctx, { projectId: project.id, to: user.mobile ?? '', subject: projectTitle(project, locale), body: `【${projectTitle(project, locale)}】${subject}\n${text}` });
  }
  return { message_id: message.id, outbox_id: outboxId };
}
