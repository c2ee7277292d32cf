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

/** A table cell's control: no bottom margin, its label hidden visually (the column header shows it) but still naming the input. */
export const compactCellSx = {
  '& > div, & > fieldset': { mb: 0 },
  '& label[id$="-label"], & legend[id$="-label"]': visuallyHidden,
} as const;
