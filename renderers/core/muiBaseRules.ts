/** What MUI's ButtonBase resets on the element it draws (as the form's stylesheets spread it into their own rules). */
export const BUTTON_BASE_RULES = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  WebkitTapHighlightColor: 'transparent',
  backgroundColor: 'transparent',
  outline: 0,
  border: 0,
  margin: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
} as const;

/** What MUI's SvgIcon draws an icon with (its size is each icon's own). */
export const SVG_ICON_RULES = {
  userSelect: 'none',
  width: '1em',
  height: '1em',
  display: 'inline-block',
  flexShrink: 0,
  fill: 'currentColor',
} as const;
