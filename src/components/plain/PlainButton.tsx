import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import classes from './PlainButton.module.css';

/** Props of {@link PlainButton}: MUI Button's look, chosen by the same names. */
export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'> {
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'inherit' | 'error';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** An icon before the label (a {@link PlainIcon}). */
  startIcon?: ReactNode;
  /** Makes it a link to this route (a react-router `Link`) instead of a button. */
  to?: string;
  /** The route link's history state (react-router `Link`'s `state`). */
  linkState?: unknown;
}

/**
 * A button drawn as MUI's `Button` by static CSS (PlainButton.module.css), for the screens that load without MUI (the
 * shell and the login route); `to` makes it a route link (of the button attributes, only `aria-label` carries over).
 */
export function PlainButton({ variant = 'text', color = 'primary', size = 'medium', fullWidth = false, startIcon, to, linkState, className, children, type = 'button', ...rest }: PlainButtonProps) {
  const look = {
    className: [classes.button, startIcon ? classes.withIcon : '', className ?? ''].filter(Boolean).join(' '),
    'data-variant': variant,
    'data-color': color,
    'data-size': size,
    'data-full-width': fullWidth,
  };
  const content = (
    <>
      {startIcon && <span className={classes.startIcon}>{startIcon}</span>}
      {children}
    </>
  );
  if (to !== undefined) {
    return (
      <RouterLink to={to} state={linkState} {...look} aria-label={rest['aria-label']}>
        {content}
      </RouterLink>
    );
  }
  return (
    <button type={type} {...rest} {...look}>
      {content}
    </button>
  );
}
