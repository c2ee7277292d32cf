import type { HTMLAttributes, ReactNode } from 'react';
import classes from './PlainChip.module.css';

/** Props of {@link PlainChip}: MUI Chip's look, chosen by the same names. */
export interface PlainChipProps extends Omit<HTMLAttributes<HTMLDivElement>, 'color'> {
  label: ReactNode;
  color?: 'default' | 'primary' | 'success' | 'warning';
  variant?: 'filled' | 'outlined';
  size?: 'small' | 'medium';
}

/** A static chip drawn as MUI's `Chip` (not clickable, no icon or delete button) by static CSS. */
export function PlainChip({ label, color = 'default', variant = 'filled', size = 'medium', className, ...rest }: PlainChipProps) {
  return (
    <div {...rest} className={className ? `${classes.chip} ${className}` : classes.chip} data-color={color} data-variant={variant} data-size={size}>
      <span className={classes.label}>{label}</span>
    </div>
  );
}
