import { useCallback } from 'react';
import type { ActivityDetail } from '../../../protocol/content';
import { activitiesApi } from '../../api';
import { LoadState } from '../../components/LoadState';
import { useFormLoad } from '../formSaving/useFormLoad';
import { preparePortalForm } from '../../formRuntime';
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
  const load = useCallback(async () => {
    const data = await activitiesApi.applyFields(activity.id, domain ? { domain } : {});
    await preparePortalForm(data.fields);
    return data;
  }, [activity.id, domain]);
  const { remote, retry } = useFormLoad(load);
  if (remote.state !== 'ready') return <LoadState area="content" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />;
  return <SignUpForm activityId={activity.id} fields={remote.data.fields} onDone={onDone} />;
}
