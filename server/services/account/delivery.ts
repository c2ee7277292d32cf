import '../../messages';
import type { CodePurpose } from '../../../protocol/account';
import type { ServerContext } from '../../context';
import { pickText, translate, type Locale } from '../../../schema-adapters';
import { sendMail, sendSms } from '../outbox';
import { CODE_TTL_MS } from './codes';
import { projectConfig, type ProjectRow } from './projects';
import type { Contact } from './targets';

/** Sends a verification code by e-mail or SMS (outbox), in the request's language. */
export async function deliverCode(ctx: ServerContext, project: ProjectRow, contact: Contact, purpose: CodePurpose, code: string, locale: Locale): Promise<void> {
  const projectTitle = pickText(projectConfig(project).title, locale);
  const params = {
    project: projectTitle,
    purpose: translate(locale, `server.account.purpose.${purpose}`),
    code,
    minutes: CODE_TTL_MS / 60000,
  };
  const body = translate(locale, 'server.account.codeBody', params);
  if (contact.kind === 'email') {
    await sendMail(ctx, { projectId: project.id, to: contact.email, subject: translate(locale, 'server.account.codeSubject', params), body });
  } else {
    await sendSms(ctx, { projectId: project.id, to: contact.target, subject: projectTitle, body: `【${projectTitle}】${body}` });
  }
}

/** The activation e-mail with its one-time link `${publicUrl}/{domain}/apply/#/email?token=...`. */
export async function deliverActivation(ctx: ServerContext, project: ProjectRow, to: { email: string; name: string }, token: string, locale: Locale): Promise<void> {
  const link = `${ctx.config.publicUrl}/${encodeURIComponent(project.domain)}/apply/#/email?token=${encodeURIComponent(token)}`;
  const projectTitle = pickText(projectConfig(project).title, locale);
  await sendMail(ctx, {
    projectId: project.id,
    to: to.email,
    subject: translate(locale, 'server.account.activationSubject', { project: projectTitle }),
    body: translate(locale, 'server.account.activationBody', { name: to.name }),
    link,
  });
}

/**
 * To the owner of an address that already has an account, when someone asks to register or activate it again: log in
 * (the link), or reset the password; the account was not changed. Carries no activation link, so that an account
 * someone else registered with this address is never activated with their password by the owner's click.
 */
export async function deliverAccountExists(ctx: ServerContext, project: ProjectRow, to: { email: string; name: string }, locale: Locale): Promise<void> {
  const projectTitle = pickText(projectConfig(project).title, locale);
  await sendMail(ctx, {
    projectId: project.id,
    to: to.email,
    subject: translate(locale, 'server.account.existsSubject', { project: projectTitle }),
    body: translate(locale, 'server.account.existsBody', { name: to.name || to.email }),
    link: `${ctx.config.publicUrl}/${encodeURIComponent(project.domain)}/apply/#/login`,
  });
}
