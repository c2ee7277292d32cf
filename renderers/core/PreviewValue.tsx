import type { ReactNode } from 'react';
import { usePortalForm } from './context';
import { FRAME_CLASS } from './frameStyles';

/** The sign shown instead of a sensitive value when sensitive display is off, and for empty values. */
export const NO_VALUE = '--';

/** A read-only value in preview mode; sensitive fields show `--` unless sensitive display is on. */
export function PreviewValue({ id, sensitive, children }: { id: string; sensitive: boolean; children: ReactNode }) {
  const { showSensitive } = usePortalForm();
  const empty = children === undefined || children === null || children === '' || (Array.isArray(children) && children.length === 0);
  return (
    <div id={id} className={FRAME_CLASS.value} data-preview-value>
      {(sensitive && !showSensitive) || empty ? NO_VALUE : children}
    </div>
  );
}
