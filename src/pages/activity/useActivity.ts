import { useCallback, useState } from 'react';
import type { ActivityDetail } from '../../../protocol/content';
import { activitiesApi } from '../../api';
import { type Remote, useRemote } from '../../components/useRemote';
import { useParticipant } from './useParticipant';

/**
 * One activity for the current participant; while it reloads (after an action) the last answer stays shown.
 * `prepare` (stable) runs with each answer before it shows, e.g. to load what its display needs.
 */
export function useActivity(id: number, prepare?: (activity: ActivityDetail) => Promise<void>): { remote: Remote<ActivityDetail>; reload: () => void } {
  const { scope } = useParticipant();
  const load = useCallback(async () => {
    const activity = await activitiesApi.detail(id, scope);
    await prepare?.(activity);
    return activity;
  }, [id, scope, prepare]);
  const { remote, retry } = useRemote(load);
  const [last, setLast] = useState<ActivityDetail | null>(null);
  if (remote.state === 'ready' && last !== remote.data) setLast(remote.data);
  const shown: Remote<ActivityDetail> = remote.state === 'loading' && last ? { state: 'ready', data: last } : remote;
  return { remote: shown, reload: retry };
}
