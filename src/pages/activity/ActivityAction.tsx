import { Alert, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityDetail } from '../../../protocol/content';
import { useProjectStore } from '../../store';
import { momentText } from './activityTime';
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
      <Typography id="activity-action-title" component="h2" variant="h5">
        {t('portal.activity.action.title')}
      </Typography>
      <div role="status">{notice && <Alert severity="success">{notice}</Alert>}</div>
      <StateAction activity={activity} onDone={done} openedAt={openedAt} />
    </Stack>
  );
}

function StateAction({ activity, onDone, openedAt }: { activity: ActivityDetail; onDone: (notice: string) => void; openedAt: number }) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const info = (text: string) => <Alert severity="info">{text}</Alert>;
  switch (activity.state) {
    case 'signing_up':
      return <SignUpSection activity={activity} onDone={onDone} />;
    case 'signed':
      if (activity.signed_in) return info(t('portal.activity.action.signedIn'));
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="success" sx={{ alignSelf: 'stretch' }}>
            {t('portal.activity.action.signedUp')}
          </Alert>
          <CancelSignUp activity={activity} onDone={onDone} />
        </Stack>
      );
    case 'not_signed':
      if (openedAt > activity.end_time) return info(t('portal.activity.action.missed'));
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
            {t('portal.activity.action.signInOpen')}
          </Alert>
          <Button variant="contained" component={RouterLink} to={signInHref(activity.id)}>
            {t('portal.activity.action.signIn')}
          </Button>
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
