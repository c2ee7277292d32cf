import { type LabelProps, type RankedTester, and, optionIs, rankWith, uiTypeIs } from '@jsonforms/core';
import { withJsonFormsLabelProps } from '@jsonforms/react';
import { Alert } from '@mui/material';
import { memo } from 'react';

/** A field whose type this portal does not know: shown, never silently dropped. */
export function UnsupportedLabel({ text, visible }: LabelProps) {
  if (!visible) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2.5 }}>
      {text}
    </Alert>
  );
}

export const unsupportedTester: RankedTester = rankWith(10, and(uiTypeIs('Label'), optionIs('fieldType', 'unsupported')));

export default withJsonFormsLabelProps(memo(UnsupportedLabel));
