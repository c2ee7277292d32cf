import { type LabelProps, type RankedTester, and, optionIs, rankWith, uiTypeIs } from '@jsonforms/core';
import { withJsonFormsLabelProps } from '@jsonforms/react';
import { Typography } from '@mui/material';
import { memo } from 'react';

/** A section title (`istitle` = 1). */
export function TitleLabel({ text, visible }: LabelProps) {
  if (!visible) return null;
  return (
    <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
      {text}
    </Typography>
  );
}

export const titleTester: RankedTester = rankWith(10, and(uiTypeIs('Label'), optionIs('fieldType', 'title')));

export default withJsonFormsLabelProps(memo(TitleLabel));
