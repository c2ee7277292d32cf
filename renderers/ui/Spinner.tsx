import classes from './Spinner.module.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Width and height in px (MUI's default 40). */
  size?: number;
  /** `inherit` takes the text colour; `primary` the theme's. */
  color?: 'primary' | 'inherit';
}

/**
 * MUI's indeterminate `CircularProgress` (the same circle, stroke and animations) by static CSS, without MUI. It is
 * decoration: the text beside it (in a `role="status"` region) says what is loading.
 */
export function Spinner({ size = 40, color = 'primary' }: SpinnerProps) {
  return (
    <span className={classes.spinner} data-color={color} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="22 22 44 44">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
