import { type LabelProps, type RankedTester, and, optionIs, rankWith, uiTypeIs } from '@jsonforms/core';
import { withJsonFormsLabelProps } from '@jsonforms/react';
import { memo } from 'react';
import { FRAME_CLASS } from '../core/frameStyles';

/** A section title (`istitle` = 1). */
export function TitleLabel({ text, visible }: LabelProps) {
  if (!visible) return null;
  return (
<h3 className={FRAME_CLASS.title}>{text}</h3>
  );
}

export const titleTester: RankedTester = rankWith(10, and(uiTypeIs('Label'), optionIs('fieldType', 'title')));

export default withJsonFormsLabelProps(memo(TitleLabel));
