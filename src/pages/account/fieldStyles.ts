import type { Theme } from '@mui/material/styles';

/** What {@link outlinedFieldSx} styles: the root carries `data-filled` and `data-error`; the parts carry these classes. */
export const FIELD_PART = { label: 'account-field-label', box: 'account-field-box', control: 'account-field-control', outline: 'account-field-outline', helper: 'account-field-helper' } as const;

const part = (name: keyof typeof FIELD_PART) => `& .${FIELD_PART[name]}`;

/**
 * MUI's outlined text field drawn in CSS alone (same sizes, colours, floating label and notched outline as
 * `TextField variant="outlined"`), so the login route does not load MUI's input components. The label floats when
 * the root has `data-filled="true"` or holds the focus.
 */
export function outlinedFieldSx(theme: Theme, { fullWidth = false, minWidth }: { fullWidth?: boolean; minWidth?: number } = {}) {
  const { palette, transitions, typography, shape } = theme;
  const ease = (props: string[], duration: number, delay = 0) => transitions.create(props, { duration, easing: transitions.easing.easeOut, delay });
  const shrunk = { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)', userSelect: 'none' };
  const notched = { maxWidth: '100%', transition: ease(['max-width'], 100, 50) };
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    minWidth: minWidth ?? 0,
    width: fullWidth ? '100%' : undefined,
    verticalAlign: 'top',
    [part('label')]: {
      ...typography.body1,
      lineHeight: '1.4375em',
      color: palette.text.secondary,
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      pointerEvents: 'none',
      transformOrigin: 'top left',
      transform: 'translate(14px, 16px) scale(1)',
      maxWidth: 'calc(100% - 24px)',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      transition: ease(['color', 'transform', 'max-width'], transitions.duration.shorter),
    },
    [part('box')]: { ...typography.body1, lineHeight: '1.4375em', color: palette.text.primary, position: 'relative', display: 'flex', alignItems: 'center', borderRadius: `${shape.borderRadius}px` },
    [part('control')]: {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      padding: '16.5px 14px',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      display: 'block',
      minWidth: 0,
      width: '100%',
      outline: 0,
      borderRadius: 'inherit',
    },
    [part('outline')]: {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      border: '1px solid rgba(0, 0, 0, 0.23)',
      overflow: 'hidden',
      minWidth: '0%',
      '& legend': { float: 'unset', width: 'auto', overflow: 'hidden', display: 'block', padding: 0, height: 11, fontSize: '0.75em', visibility: 'hidden', maxWidth: '0.01px', transition: ease(['max-width'], 50), whiteSpace: 'nowrap' },
      '& legend > span': { paddingLeft: '5px', paddingRight: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
    },
    [`${part('box')}:hover ${part('outline').slice(2)}`]: { borderColor: palette.text.primary },
    [part('helper')]: { ...typography.caption, color: palette.text.secondary, textAlign: 'left', margin: '3px 14px 0' },
    '&[data-filled="true"], &:focus-within': { [part('label')]: shrunk, [`${part('outline')} legend`]: notched },
    '&:focus-within': { [part('label')]: { color: palette.primary.main }, [part('outline')]: { borderColor: palette.primary.main, borderWidth: 2 } },
    '&[data-error="true"]': {
      [part('label')]: { color: palette.error.main },
      [part('outline')]: { borderColor: palette.error.main },
      [part('helper')]: { color: palette.error.main },
    },
  } as const;
}
