import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../protocol/content';
import { isApiFailure } from '../../api';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import { ActivityMissing } from './ActivityMissing';
import { useActivity } from './useActivity';

/** Props of {@link ActivityLoader}. */
export interface ActivityLoaderProps {
  /** The activity the address names, or null when it names none. */
  id: number | null;
  /** The screen's heading while the activity loads, fails or is missing. */
  title: string;
  /** Runs with each answer before it shows (keep it stable): loads what the screen needs to draw it. */
  prepare?: (activity: ActivityDetail) => Promise<void>;
  /** Renders the loaded activity; `reload` reads it again (after an action). */
  children: (activity: ActivityDetail, reload: () => void) => ReactNode;
}

/** Loads one activity: loading and error states, "not found" (no valid id, or 404) with the way back, else the activity. */
export function ActivityLoader({ id, title, prepare, children }: ActivityLoaderProps) {
  if (id === null) return <Frame title={title}><ActivityMissing /></Frame>;
  return <Loaded id={id} title={title} prepare={prepare}>{children}</Loaded>;
}

function Loaded({ id, title, prepare, children }: ActivityLoaderProps & { id: number }) {
  const { remote, reload } = useActivity(id, prepare);
  if (remote.state === 'ready') return <>{children(remote.data, reload)}</>;
  const missing = remote.state === 'error' && isApiFailure(remote.error) && remote.error.status === 404;
  return (
    <Frame title={title}>
      {missing ? <ActivityMissing /> : <LoadState area="content" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={reload} />}
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <TitledPaper id="activity-detail-title" level={1} title={title || t('portal.activity.heading')}>
      {children}
    </TitledPaper>
  );
}
