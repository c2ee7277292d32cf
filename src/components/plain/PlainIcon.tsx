import classes from './PlainIcon.module.css';

/** An SVG icon drawn as MUI's `SvgIcon` (1.5rem, current colour) from a 24×24 path, e.g. a Material icon's. */
export function PlainIcon({ path }: { path: string }) {
  return (
    <svg className={classes.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}
