import type { ReactNode } from 'react';
import { Notice } from '../../../renderers/ui/Notice';

/** A form's outcome line: a polite live region so screen readers hear it; nothing when empty. */
export interface FormNotice {
  severity: 'success' | 'error' | 'info';
  text: string;
}

/** Shows a {@link FormNotice} (and any action, e.g. resend), announced by screen readers. */
export function FormMessage({ notice, action }: { notice: FormNotice | null; action?: ReactNode }) {
  return (
    <div aria-live="polite">
      {notice && (
        <Notice severity={notice.severity} action={action} mb={2}>
          {notice.text}
        </Notice>
      )}
    </div>
  );
}
