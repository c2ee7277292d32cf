import { Alert } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import type { Remote } from '../../components/useRemote';

export interface InterviewFrameProps<T> {
  id: string;
  title: string;
  remote: Remote<T>;
  retry: () => void;
  /** The empty-state sentence when `render` has nothing to show (null). */
  empty: string;
  render: (data: T) => ReactNode | null;
}

/** A screen of the interview: its title, then loading, failure, the empty state or the content. */
export function InterviewFrame<T>({ id, title, remote, retry, empty, render }: InterviewFrameProps<T>) {
  let body: ReactNode;
  if (remote.state !== 'ready') body = <LoadState area="apply" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />;
  else body = render(remote.data) ?? <Alert severity="info" data-testid="interview-empty">{empty}</Alert>;
  return (
    <TitledPaper id={id} level={1} title={title}>
      {body}
    </TitledPaper>
  );
}
