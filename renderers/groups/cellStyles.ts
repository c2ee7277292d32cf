/** Hides an element visually while keeping it for screen readers. */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A table cell's control: no bottom margin, its label hidden visually (the column header shows it) but still naming the input; messages wrap. */
export const compactCellSx = {
  // The field frame sets its margin as an inline style.
  '& > div, & > fieldset': { mb: '0 !important' },
  '& label[id$="-label"], & legend[id$="-label"]': visuallyHidden,
  '& .MuiFormHelperText-root': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;

/** The row-number column stays in view while the table scrolls sideways in its frame. */
export const stickyCellSx = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  boxShadow: (theme: { palette: { divider: string } }) => `inset -1px 0 0 ${theme.palette.divider}`,
} as const;
