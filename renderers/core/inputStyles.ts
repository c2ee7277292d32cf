import type { Theme } from '@mui/material';
import { doubledClass } from './classNames';

/**
 * Class names of the outlined input boxes (`InputBox`): MUI's small outlined input (`OutlinedInput` in a `TextField`)
 * drawn by one stylesheet per form. A form re-draws dozens of them when a save attempt shows their errors: a plain box
 * changes one class, where MUI's re-renders five styled components and serialises their styles.
 */
export const INPUT_CLASS = {
  /** TextField's FormControl: the column holding a box and its helper text. */
  field: 'pf-input-field',
  root: 'pf-input',
  fullWidth: 'pf-input-full',
  multiline: 'pf-input-multiline',
  error: 'pf-input-error',
  disabled: 'pf-input-disabled',
  input: 'pf-input-control',
  textarea: 'pf-input-textarea',
  outline: 'pf-input-outline',
} as const;

/** The spec's smallest textarea height, in px. */
export const TEXTAREA_MIN_HEIGHT = 100;

const OUTLINE_SELECTOR = `.${INPUT_CLASS.outline}`;

/** The outline's colour at rest, as MUI's outlined input draws it. */
const restingOutline = (theme: Theme) => (theme.palette.mode === 'light' ? 'rgba(0, 0, 0, 0.23)' : 'rgba(255, 255, 255, 0.23)');

/** `InputBase` and `OutlinedInput` root: the box, and its outline's colour on hover and focus. */
function boxRule(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const outline = OUTLINE_SELECTOR;
  return {
    ...theme.typography.body1,
    color: palette.text.primary,
    lineHeight: '1.4375em',
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: (theme.vars ?? theme).shape.borderRadius,
    [`&:hover ${outline}`]: { borderColor: palette.text.primary },
    '@media (hover: none)': { [`&:hover ${outline}`]: { borderColor: restingOutline(theme) } },
    // MUI marks the focused input by script; a select whose menu is open counts as focused, as in MUI's Select.
    [`&:focus-within ${outline}, &:has([aria-expanded="true"]) ${outline}`]: { borderWidth: 2, borderColor: palette.primary.main },
  };
}

/** TextField's FormControl: the column holding a box and its helper text. */
const FIELD_RULE = {
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  padding: 0,
  margin: 0,
  border: 0,
  verticalAlign: 'top',
};

/** The `<input>` (or `<textarea>`) inside the box. */
function controlRule(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const placeholder = {
    color: 'currentColor',
    opacity: theme.palette.mode === 'light' ? 0.42 : 0.5,
    transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.shorter }),
  };
  return {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '8.5px 14px',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    '&::placeholder': placeholder,
    '&:focus': { outline: 0 },
    '&:invalid': { boxShadow: 'none' },
    '&:disabled': { opacity: 1, WebkitTextFillColor: palette.text.disabled },
  };
}

/** OutlinedInput's notched outline. */
function outlineRule(theme: Theme) {
  return {
    textAlign: 'left',
    position: 'absolute',
    bottom: 0,
    right: 0,
    top: -5,
    left: 0,
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    overflow: 'hidden',
    minWidth: '0%',
    borderColor: restingOutline(theme),
    '& > legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      padding: 0,
      lineHeight: '11px',
      transition: theme.transitions.create('width', { duration: 150, easing: theme.transitions.easing.easeOut }),
    },
  };
}

/** MUI's small outlined input: `InputBase` and `OutlinedInput` root, input and notched outline, in MUI's order of precedence. */
export function inputRules(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const root = doubledClass(INPUT_CLASS.root);
  const outline = OUTLINE_SELECTOR;
  return {
    [root]: boxRule(theme),
    [doubledClass(INPUT_CLASS.field)]: FIELD_RULE,
    // What TextField's FormControl adds around a full-width input.
    [doubledClass(INPUT_CLASS.fullWidth)]: { width: '100%', verticalAlign: 'top' },
    [`${root}.${INPUT_CLASS.multiline}`]: { padding: '16.5px 14px' },
    // As specific as the hover and focus rules above, and after them: an error's colour wins, then a disabled one's.
    [`${root}.${INPUT_CLASS.error} ${outline}`]: { borderColor: palette.error.main },
    [`${root}.${INPUT_CLASS.disabled}`]: { color: palette.text.disabled, cursor: 'default' },
    [`${root}.${INPUT_CLASS.disabled} ${outline}`]: { borderColor: palette.action.disabled },
    [doubledClass(INPUT_CLASS.input)]: controlRule(theme),
    [`${doubledClass(INPUT_CLASS.input)}.${INPUT_CLASS.textarea}`]: { height: 'auto', resize: 'none', padding: 0 },
    // On the visible textarea only: TextareaAutosize sizes rows with a hidden twin, and a minimum height there multiplies into every row.
    [`.${INPUT_CLASS.textarea}:not([aria-hidden])`]: { minHeight: TEXTAREA_MIN_HEIGHT },
    [doubledClass(INPUT_CLASS.outline)]: outlineRule(theme),
  };
}
