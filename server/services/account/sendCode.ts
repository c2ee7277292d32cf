import type { CodePurpose } from '../../../protocol/account';
import type { ServerContext } from '../../context';
import type { Locale } from '../../../schema-adapters';
import { issueCode } from './codes';
import { deliverCode } from './delivery';
import type { ProjectRow } from './projects';
import type { Contact } from './targets';
import { findUser } from './users';

/** Who asked, for throttling and for the language of the message. */
export interface RequestMeta {
  ip: string;
  locale: Locale;
}

/** Purposes whose codes only serve an existing account. */
const ACCOUNT_ONLY: ReadonlySet<CodePurpose> = new Set(['reset', 'deregister']);

/**
 * Issues a code (throttled) and sends it. A reset or deregistration code is only delivered to an existing account,
 * but it is issued and throttled all the same, so that the answer does not tell whether the account exists.
 */
export async function sendCode(ctx: ServerContext, project: ProjectRow, contact: Contact, purpose: CodePurpose, meta: RequestMeta): Promise<void> {
  const code = await issueCode(ctx, { projectId: project.id, target: contact.target, purpose }, meta.ip, ctx.clock.now(), ctx.config.codesPerIpHour);
  if (ACCOUNT_ONLY.has(purpose) && !(await findUser(ctx.db, project.id, contact))) return;
  await deliverCode(ctx, project, contact, purpose, code, meta.locale);
}
