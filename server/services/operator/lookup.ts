import type { Db } from '../../db/connect';
import { type ApplicationRow, userApplication } from '../apply/application';
import type { ProjectRow } from '../account/projects';
import { emailContact, typedPhoneContact, type Contact } from '../account/targets';
import { findUser, type UserRow } from '../account/users';
import { OperatorRefusal, type OperatorTarget } from './types';

/** The project of a domain, or a refusal naming it. */
export async function projectOf(db: Db, domain: string): Promise<ProjectRow> {
  const project = await db.selectFrom('projects').selectAll().where('domain', '=', domain.trim().toLowerCase()).executeTakeFirst();
  if (!project) throw new OperatorRefusal('server.operator.unknownDomain', { domain });
  return project;
}

/**
 * An applicant named as an account is: an e-mail (lower-cased), an international number (`+44 20 …`) or a mainland
 * number (+86), each normalised as registration and login normalise them.
 */
export function contactOf(applicant: string): Contact {
  const raw = applicant.trim();
  try {
    if (raw.includes('@')) return emailContact(raw);
    return typedPhoneContact(raw, undefined);
  } catch {
    throw new OperatorRefusal('server.operator.badApplicant', { applicant });
  }
}

export interface Target {
  project: ProjectRow;
  user: UserRow;
  contact: Contact;
  application: ApplicationRow | undefined;
}

/** The project, account and application an action is for; an unknown domain or applicant is refused. */
export async function findTarget(db: Db, target: OperatorTarget): Promise<Target> {
  const project = await projectOf(db, target.domain);
  const contact = contactOf(target.applicant);
  const user = await findUser(db, project.id, contact);
  if (!user) throw new OperatorRefusal('server.operator.unknownApplicant', { domain: project.domain, applicant: contact.target });
  const application = await userApplication(db, user.id, project.id).selectAll().executeTakeFirst();
  return { project, user, contact, application };
}
