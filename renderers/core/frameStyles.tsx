import { GlobalStyles, type Theme } from '@mui/material';
import { doubledClass } from './classNames';
import { inputRules } from './inputStyles';
import { summaryRules } from './summaryStyles';

export { doubledClass };

/**
 * Class names of the field frames and layout boxes. A long form draws hundreds of them: one stylesheet, written once
 * per form from the theme, costs far less than the same styles set inline on every element (or serialised per `sx`).
 */
export const FRAME_CLASS = {
  column: 'pf-column',
  item: 'pf-item',
  frame: 'pf-frame',
  frameLeft: 'pf-frame-left',
  frameBackground: 'pf-frame-bg',
  labelText: 'pf-label-text',
  label: 'pf-label',
  legend: 'pf-legend',
  legendLeft: 'pf-legend-left',
  required: 'pf-required',
  field: 'pf-field',
  helper: 'pf-helper',
  error: 'pf-error',
  tips: 'pf-tips',
  title: 'pf-title',
  value: 'pf-value',
} as const;

const radiusOf = (theme: Theme) => (typeof theme.shape.borderRadius === 'number' ? `${theme.shape.borderRadius}px` : theme.shape.borderRadius);

const rules = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    // The plain parts drawn beside the fields (notices, the spinner) read the portal's theme variables; in a host that
    // sets none, they take the form's MUI theme. `:where` keeps this below any value the host sets.
    ':where(:root)': { '--portal-primary': palette.primary.main, '--portal-radius': radiusOf(theme) },
    [doubledClass(FRAME_CLASS.column)]: { display: 'flex', flexFlow: 'column wrap', minWidth: 0, boxSizing: 'border-box' },
    [doubledClass(FRAME_CLASS.item)]: { flex: '1 1 0px', maxWidth: '100%', minWidth: 0, boxSizing: 'border-box' },
    [doubledClass(FRAME_CLASS.frame)]: {
      border: 0,
      margin: 0,
      padding: 0,
      marginBottom: theme.spacing(2.5),
      minWidth: 0,
      borderRadius: radiusOf(theme),
      display: 'block',
      gap: theme.spacing(2),
      alignItems: 'flex-start',
      // Long forms: the browser skips style, layout and paint of fields far off screen.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 80px',
    },
    [doubledClass(FRAME_CLASS.frameLeft)]: { display: 'flex' },
    [doubledClass(FRAME_CLASS.frameBackground)]: { padding: theme.spacing(1.5) },
    // What MUI's FormLabel draws outside a FormControl.
    [doubledClass(FRAME_CLASS.labelText)]: { color: palette.text.secondary, ...theme.typography.body1, lineHeight: '1.4375em', padding: 0, position: 'relative' },
    [doubledClass(FRAME_CLASS.label)]: { display: 'block', marginBottom: theme.spacing(1), flexShrink: 0 },
    [doubledClass(FRAME_CLASS.legend)]: { marginBottom: theme.spacing(1), padding: 0 },
    [doubledClass(FRAME_CLASS.legendLeft)]: { float: 'left' },
    [doubledClass(FRAME_CLASS.required)]: { color: palette.error.main, marginLeft: theme.spacing(0.5) },
    [doubledClass(FRAME_CLASS.field)]: { flex: 1, minWidth: 0 },
    // What MUI's FormHelperText (plain and in error) and a caption Typography draw outside a FormControl.
    [doubledClass(FRAME_CLASS.helper)]: { color: palette.text.secondary, ...theme.typography.caption, textAlign: 'left', margin: '3px 0 0' },
    [doubledClass(FRAME_CLASS.error)]: { color: palette.error.main },
    [doubledClass(FRAME_CLASS.tips)]: { margin: 0, ...theme.typography.caption, color: palette.text.secondary },
    // A section title: an h6 Typography with a divider line under it.
    [doubledClass(FRAME_CLASS.title)]: {
      ...theme.typography.h6,
      margin: theme.spacing(3, 0, 2),
      paddingBottom: theme.spacing(1),
      borderBottom: `1px solid ${palette.divider}`,
    },
    // A read-only value: body1 text keeping its line breaks.
    [doubledClass(FRAME_CLASS.value)]: { ...theme.typography.body1, margin: 0, padding: theme.spacing(0.5, 0), whiteSpace: 'pre-wrap', wordBreak: 'break-word' },
    ...inputRules(theme),
    ...summaryRules(theme),
  };
};

/** The stylesheet of the frames, of the input boxes in them and of the error summary; rendered once by each form. */
export function FrameStyles() {
  return <GlobalStyles styles={rules} />;
}
