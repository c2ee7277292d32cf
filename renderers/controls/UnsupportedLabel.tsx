import { type LabelProps, type RankedTester, and, optionIs, rankWith, uiTypeIs } from '@jsonforms/core';
import { withJsonFormsLabelProps } from '@jsonforms/react';
import { memo } from 'react';
import { Notice } from '../ui/Notice';

/** A field whose type this portal does not know: shown, never silently dropped. */
export function UnsupportedLabel({ text, visible }: LabelProps) {
  if (!visible) return null;
  return (
    <Notice severity="warning" mb={2.5}>
      {text}
    </Notice>
  );
}

export const unsupportedTester: RankedTester = rankWith(10, and(uiTypeIs('Label'), optionIs('fieldType', 'unsupported')));

export default withJsonFormsLabelProps(memo(UnsupportedLabel));
