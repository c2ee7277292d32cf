import type { Db } from '../../db/connect';
import { extraOf } from '../apply/application';
import { admitChange } from './admission';
import type { ActionEnv, Applied, Change } from './change';
import { retestChange, supplementChange } from './forms';
import { interviewChange, interviewResultChange } from './interview';
import { findTarget, type Target } from './lookup';
import { notify } from './notify';
import { invoiceChange, paymentChange } from './payments';
import { reviewChange } from './review';
import { type OperatorAction, type OperatorContext, type OperatorOutcome, OperatorRefusal, type OperatorTarget } from './types';

async function changeFor(env: ActionEnv, action: OperatorAction): Promise<Change> {
  switch (action.kind) {
    case 'review':
      return reviewChange(env, action);
    case 'supplement':
      return supplementChange(env, action);
    case 'retest':
      return retestChange(env, action);
    case 'interview':
      return interviewChange(env, action);
    case 'interview-result':
      return interviewResultChange(env, action);
    case 'admit':
      return admitChange(env, action);
    case 'payment':
      return paymentChange(env, action);
    case 'invoice':
      return invoiceChange(env, action);
  }
}

/**
 * Runs a change on the submitted application in one transaction that first touches the row, so it serialises with
 * the applicant's own writes to `extra` (see `updateExtra`) on PostgreSQL as on SQLite.
 */
async function applyChange(db: Db, target: Target, now: number, change: Change): Promise<Applied> {
  const applicationId = target.application?.id;
  const refuse = () => new OperatorRefusal('server.operator.notSubmitted', { applicant: target.contact.target });
  if (applicationId === undefined) throw refuse();
  return db.transaction().execute(async (trx) => {
    await trx.updateTable('applications').set({ updated_at: now }).where('id', '=', applicationId).execute();
    const application = await trx.selectFrom('applications').selectAll().where('id', '=', applicationId).executeTakeFirst();
    if (application?.status !== 'submitted') throw refuse();
    const extra = extraOf(application);
    const applied = change(extra, application);
    await trx
      .updateTable('applications')
      .set({ extra: JSON.stringify(extra), ...applied.columns })
      .where('id', '=', applicationId)
      .execute();
    return applied;
  });
}

/**
 * Publishes one after-submission step for an applicant and tells them (message centre and e-mail, or SMS for a phone
 * account, in their language). Throws an OperatorRefusal when the domain or applicant is unknown, the definitions
 * are unusable, or the application is not in a state for the action.
 */
export async function performAction(ctx: OperatorContext, target: OperatorTarget, action: OperatorAction): Promise<OperatorOutcome> {
  const found = await findTarget(ctx.db, target);
  const env: ActionEnv = { ctx, target: found, now: ctx.clock.now() };
  const applied = await applyChange(ctx.db, found, env.now, await changeFor(env, action));
  const sent = await notify(ctx, found.project, found.user, applied.notice);
  return { ok: true, action: action.kind, domain: found.project.domain, applicant: found.contact.target, ...sent, details: applied.details };
}
