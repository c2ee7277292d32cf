import { useCallback } from 'react';
import type { ActivityDetail } from '../../../protocol/content';
import { activitiesApi } from '../../api';
import { LoadState } from '../../components/LoadState';
import { useRemote } from '../../components/useRemote';
import { SignUpForm } from './SignUpForm';
import { useParticipant } from './useParticipant';

/** Props of {@link SignUpSection}. */
export interface SignUpSectionProps {
  activity: ActivityDetail;
  onDone: (notice: string) => void;
}

/** Loads the activity's own sign-up fields, then shows its form. */
export function SignUpSection({ activity, onDone }: SignUpSectionProps) {
  const { domain } = useParticipant();
  const load = useCallback(() => activitiesApi.applyFields(activity.id, domain ? { domain } : {}), [activity.id, domain]);
  const { remote, retry } = useRemote(load);
  if (remote.state !== 'ready') return <LoadState area="content" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />;
  return <SignUpForm activityId={activity.id} fields={remote.data.fields} onDone={onDone} />;
}
