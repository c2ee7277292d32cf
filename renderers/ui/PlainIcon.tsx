import classes from './PlainIcon.module.css';

/** Props of {@link PlainIcon}. */
export interface PlainIconProps {
  /** A 24×24 path, e.g. a Material icon's (iconPaths.ts). */
  path: string;
  /** MUI's icon font sizes: `small` 1.25rem, `medium` 1.5rem. */
  size?: 'small' | 'medium';
  /** MUI's palette colours of an icon (`color="success"` …); the current colour otherwise. */
  color?: 'success' | 'warning' | 'disabled';
  /** For icons whose path is drawn with the even-odd rule. */
  evenOdd?: boolean;
}

/** An SVG icon drawn as MUI's `SvgIcon` (current colour) from a 24×24 path, e.g. a Material icon's. */
export function PlainIcon({ path, size, color, evenOdd = false }: PlainIconProps) {
  return (
    <svg className={classes.icon} data-size={size} data-color={color} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} fillRule={evenOdd ? 'evenodd' : undefined} />
    </svg>
  );
}
