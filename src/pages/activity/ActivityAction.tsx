import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../protocol/content';
import { Notice } from '../../../renderers/ui/Notice';
import { RouteButton } from '../../components/route/RouteButton';
import text from '../../../renderers/ui/typography.module.css';
import { useProjectStore } from '../../store';
import { momentText } from './activityTime';
import classes from './activityPage.module.css';
import { CancelSignUp } from './CancelSignUp';
import { SignUpSection } from './SignUpSection';

/** Props of {@link ActivityAction}. */
export interface ActivityActionProps {
  activity: ActivityDetail;
  reload: () => void;
}

export const signInHref = (id: number) => `/activity/signIn?id=${id}`;

/** What the activity's state lets the participant do: sign up, cancel, sign in, or why nothing can be done. */
export function ActivityAction({ activity, reload }: ActivityActionProps) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState('');
  const [openedAt] = useState(() => Date.now());
  const done = (text: string) => {
    setNotice(text);
    reload();
  };
  return (
    <Stack component="section" spacing={2} aria-labelledby="activity-action-title">
      <h2 id="activity-action-title" className={text.h5}>
        {t('portal.activity.action.title')}
      </h2>
      <div role="status">{notice && <Notice severity="success">{notice}</Notice>}</div>
      <StateAction activity={activity} onDone={done} openedAt={openedAt} />
    </Stack>
  );
}

function StateAction({ activity, onDone, openedAt }: { activity: ActivityDetail; onDone: (notice: string) => void; openedAt: number }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const info = (message: string) => <Notice severity="info">{message}</Notice>;
  switch (activity.state) {
    case 'signing_up':
      return <SignUpSection activity={activity} onDone={onDone} />;
    case 'signed':
      if (activity.signed_in) return info(t('portal.activity.action.signedIn'));
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Notice severity="success" className={classes.stretch}>
            {t('portal.activity.action.signedUp')}
          </Notice>
          <CancelSignUp activity={activity} onDone={onDone} />
        </Stack>
      );
    case 'not_signed':
      if (openedAt > activity.end_time) return info(t('portal.activity.action.missed'));
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Notice severity="info" className={classes.stretch}>
            {t('portal.activity.action.signInOpen')}
          </Notice>
          <RouteButton variant="contained" to={signInHref(activity.id)}>
            {t('portal.activity.action.signIn')}
          </RouteButton>
        </Stack>
      );
    case 'not_started':
      return info(t('portal.activity.action.notStarted', { time: momentText(activity.signup_start, locale) }));
    case 'full':
      return info(t('portal.activity.action.full'));
    case 'overdue':
      return info(t('portal.activity.action.overdue'));
    case 'closed':
      return info(t('portal.activity.action.closed'));
  }
}
