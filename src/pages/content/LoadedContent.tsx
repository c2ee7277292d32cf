import { useId, type ReactNode } from 'react';
import type { ContentItem } from '../../../protocol/content';
import { isApiFailure } from '../../api';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import { useRemote } from '../../components/useRemote';
import { ContentMissing } from './ContentMissing';

/** Props of {@link LoadedContent}. */
export interface LoadedContentProps {
  /** Loads the item (keep it stable with useCallback); null when the address names no valid item. */
  load: (() => Promise<ContentItem>) | null;
  /** On a screen of its own: the heading while the item loads, fails or is missing (the list's name). */
  frame?: { title: string };
  /** The list to go back to when the item does not exist. */
  back: { to: string; label: string };
  /** Renders the loaded item. */
  children: (item: ContentItem) => ReactNode;
}

/** Loads one content item: loading and error states, "not found" (404 or no valid id) with the way back, else the item. */
export function LoadedContent({ load, children, ...props }: LoadedContentProps) {
  return load ? <RemoteContent load={load} {...props}>{children}</RemoteContent> : <Frame {...props} missing />;
}

function RemoteContent({ load, children, ...rest }: LoadedContentProps & { load: () => Promise<ContentItem> }) {
  const { remote, retry } = useRemote(load);
  if (remote.state === 'ready') return <>{children(remote.data)}</>;
  const missing = remote.state === 'error' && isApiFailure(remote.error) && remote.error.status === 404;
  return (
    <Frame {...rest} missing={missing}>
      <LoadState area="content" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
    </Frame>
  );
}

interface FrameProps extends Pick<LoadedContentProps, 'frame' | 'back'> {
  missing: boolean;
  children?: ReactNode;
}

function Frame({ frame, back, missing, children }: FrameProps) {
  const headingId = useId();
  const content = missing ? <ContentMissing backTo={back.to} backLabel={back.label} /> : children;
  if (!frame) return <>{content}</>;
  return (
    <TitledPaper id={headingId} level={1} title={frame.title}>
      {content}
    </TitledPaper>
  );
}
