import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationStateData, ApplicationStatus } from '../../../protocol/apply';
import { Notice } from '../../../renderers/ui/Notice';
import { applyApi } from '../../api';
import { failureText } from '../../components/failureText';
import { lazyPart } from '../../components/lazyPart';
import { loadThemed } from '../../themes/loadThemed';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { PlainStack } from '../../../renderers/ui/PlainStack';
import { useBusyAction } from '../../components/useBusyAction';
import text from '../../../renderers/ui/typography.module.css';
import classes from './LifecycleActions.module.css';

// MUI's dialog in the project's MUI theme (home draws without MUI), loaded when asked for.
const ConfirmDialog = lazyPart(() => loadThemed(() => import('./ConfirmDialog').then((module) => module.ConfirmDialog)));

type Action = 'withdraw' | 'refill';

/** Props of {@link LifecycleActions}. */
export interface LifecycleActionsProps {
  status: ApplicationStatus;
  /** Called with the new state after a confirmed withdraw or refill. */
  onChanged: (action: Action, state: ApplicationStateData) => void;
}

const CALLS: Record<Action, () => Promise<ApplicationStateData>> = { withdraw: applyApi.revoke, refill: applyApi.reapply };

/** Withdraw (submitted) and refill (withdrawn) buttons, each explained and asking for confirmation first. */
export function LifecycleActions({ status, onChanged }: LifecycleActionsProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Action | null>(null);
  const { busy, problem, run } = useBusyAction();
  const actions: Action[] = status === 'submitted' ? ['withdraw'] : status === 'withdrawn' ? ['refill'] : [];
  if (actions.length === 0) return null;

  const take = (action: Action) =>
    run(
      async () => {
        const state = await CALLS[action]().finally(() => setOpen(null));
        onChanged(action, state);
      },
      (failure) => t('portal.submit.actionFailed', { message: failureText(failure, t) }),
    );

  return (
    <PlainStack spacing={1} className={classes.actions}>
      {actions.map((action) => (
        <Fragment key={action}>
          <PlainStack direction="row-from-sm" spacing={1.5} centred>
            <PlainButton variant="outlined" color="error" onClick={() => setOpen(action)} onPointerEnter={ConfirmDialog.preload} onFocus={ConfirmDialog.preload} className={classes.action}>
              {t(action === 'withdraw' ? 'portal.submit.withdraw' : 'portal.submit.refill')}
            </PlainButton>
            <p className={`${text.body2} ${text.secondary}`}>{t(action === 'withdraw' ? 'portal.submit.withdrawText' : 'portal.submit.refillText')}</p>
          </PlainStack>
          <ConfirmDialog
            when={open === action}
            failed={
              <Notice severity="error" onClose={() => setOpen(null)} closeLabel={t('portal.submit.dismiss')}>
                {t('portal.submit.dialogUnavailable')}
              </Notice>
            }
            open={open === action}
            busy={busy}
            title={t(action === 'withdraw' ? 'portal.submit.withdrawTitle' : 'portal.submit.refillTitle')}
            text={t(action === 'withdraw' ? 'portal.submit.withdrawText' : 'portal.submit.refillText')}
            onConfirm={() => void take(action)}
            onClose={() => setOpen(null)}
          />
        </Fragment>
      ))}
      {problem && (
        <Notice severity="error" role="alert">
          {problem}
        </Notice>
      )}
    </PlainStack>
  );
}
