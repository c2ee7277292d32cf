import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../protocol/content';
import { Notice } from '../../../renderers/ui/Notice';
import { activitiesApi } from '../../api';
import { failureText } from '../../components/failureText';
import { lazyPart } from '../../components/lazyPart';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { useBusyAction } from '../../components/useBusyAction';
import classes from './activityPage.module.css';
import { useParticipant } from './useParticipant';

const CancelSignUpDialog = lazyPart(() => import('./CancelSignUpDialog').then((module) => module.CancelSignUpDialog));

/** Props of {@link CancelSignUp}. */
export interface CancelSignUpProps {
  activity: ActivityDetail;
  /** Called with the success notice once the sign-up is cancelled. */
  onDone: (notice: string) => void;
}

/** "Cancel sign-up" with a confirmation dialog; the server's refusal (the activity under way, closed) is shown. */
export function CancelSignUp({ activity, onDone }: CancelSignUpProps) {
  const { t } = useTranslation();
  const { scope } = useParticipant();
  const [open, setOpen] = useState(false);
  const { busy, problem, run } = useBusyAction();
  const confirm = () =>
    run(
      async () => {
        await activitiesApi.cancel(activity.id, scope).finally(() => setOpen(false));
        onDone(t('portal.activity.cancel.done'));
      },
      (error) => t('portal.activity.cancel.failed', { message: failureText(error, t) }),
    );
  const unavailable = (
    <Notice severity="error" className={classes.stretch} onClose={() => setOpen(false)} closeLabel={t('portal.activity.cancel.dismiss')}>
      {t('portal.activity.cancel.unavailable')}
    </Notice>
  );
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', alignSelf: 'stretch' }}>
      <PlainButton variant="outlined" color="error" onClick={() => setOpen(true)} onPointerEnter={CancelSignUpDialog.preload} onFocus={CancelSignUpDialog.preload}>
        {t('portal.activity.cancel.button')}
      </PlainButton>
      {problem && (
        <Notice severity="error" role="alert" className={classes.stretch}>
          {problem}
        </Notice>
      )}
      <CancelSignUpDialog when={open} failed={unavailable} open={open} busy={busy} onClose={() => setOpen(false)} onConfirm={() => void confirm()} />
    </Stack>
  );
}
