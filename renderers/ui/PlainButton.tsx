import type { ButtonHTMLAttributes, ReactNode } from 'react';
import classes from './PlainButton.module.css';

/** How a kit button looks: MUI Button's look, chosen by the same names. */
export interface ButtonLook {
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'primary' | 'inherit' | 'error';
  size?: 'small' | 'medium' | 'large';
  fullWidth?: boolean;
  /** An icon before the label (a {@link PlainIcon}). */
  startIcon?: ReactNode;
}

/** Props of {@link PlainButton}. */
export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>, ButtonLook {}

/**
 * The attributes that draw an element as a kit button, and its content (the icon before the label): for a button, or
 * for a link drawn as one (the portal's route buttons).
 */
export function buttonLook({ variant = 'text', color = 'primary', size = 'medium', fullWidth = false, startIcon }: ButtonLook, className: string | undefined, children: ReactNode) {
  return {
    className: [classes.button, startIcon ? classes.withIcon : '', className ?? ''].filter(Boolean).join(' '),
    'data-variant': variant,
    'data-color': color,
    'data-size': size,
    'data-full-width': fullWidth,
    children: (
      <>
        {startIcon && <span className={classes.startIcon}>{startIcon}</span>}
        {children}
      </>
    ),
  };
}

/** A button drawn as MUI's `Button` by static CSS (PlainButton.module.css), for the screens that load without MUI. */
export function PlainButton({ variant, color, size, fullWidth, startIcon, className, children, type = 'button', ...rest }: PlainButtonProps) {
  return <button type={type} {...rest} {...buttonLook({ variant, color, size, fullWidth, startIcon }, className, children)} />;
}
