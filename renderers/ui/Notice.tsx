import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { ICON_PATHS } from './iconPaths';
import classes from './Notice.module.css';

/** The kinds of {@link Notice}: MUI's alert severities. */
export type NoticeSeverity = 'success' | 'error' | 'info' | 'warning';

/** MUI's standard alert icons. */
const SEVERITY_ICONS: Record<NoticeSeverity, string> = {
  success: ICON_PATHS.successOutlined,
  error: ICON_PATHS.errorOutline,
  info: ICON_PATHS.infoOutlined,
  warning: ICON_PATHS.reportProblemOutlined,
};

/** Props of {@link Notice}. */
export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  severity: NoticeSeverity;
  /** A bold first line, as MUI's `AlertTitle`. */
  title?: ReactNode;
  /** A control beside the message (e.g. "resend"). */
  action?: ReactNode;
  /** Shows a close button (named `closeLabel`) that calls this. */
  onClose?: () => void;
  closeLabel?: string;
  /** Spacing below, in theme units (8 px). */
  mb?: number;
  ref?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A message box drawn as MUI's standard `Alert` (role `alert` unless given another, the same colours, icons and
 * spacing) by static CSS, without MUI: the login route, the shell, the form pages and the form's own messages use it.
 */
export function Notice({ severity, title, action, onClose, closeLabel, mb, className, style, role = 'alert', children, ...rest }: NoticeProps) {
  const spacing = mb ? { marginBottom: mb * 8 } : undefined;
  return (
    <div
      role={role}
      data-severity={severity}
      className={className ? `${classes.notice} ${className}` : classes.notice}
      style={spacing || style ? { ...spacing, ...style } : undefined}
      {...rest}
    >
      <span className={classes.icon}>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
          <path d={SEVERITY_ICONS[severity]} />
        </svg>
      </span>
      <div className={classes.message}>
        {title !== undefined && <div className={classes.title}>{title}</div>}
        {children}
      </div>
      {(action || onClose) && (
        <div className={classes.action}>
          {action}
          {onClose && !action && (
            <button type="button" className={classes.close} aria-label={closeLabel} title={closeLabel} onClick={onClose}>
              <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24">
                <path d={ICON_PATHS.close} />
              </svg>
            </button>
          )}
        </div>
      )}
    </div>
  );
}
