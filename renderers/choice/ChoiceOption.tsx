import type { CSSProperties, ReactNode } from 'react';
import { classes } from '../core/classNames';
import { FRAME_CLASS } from '../core/frameStyles';
import { CHOICE_CLASS } from './choiceStyles';

/** Props of `ChoiceLabel`. */
export interface ChoiceLabelProps {
  /** The mark (`ChoiceMark`). */
  mark: ReactNode;
  label: ReactNode;
  disabled: boolean;
  /** Extra class names (`CHOICE_CLASS.cell`, …). */
  className?: string | undefined;
  style?: CSSProperties | undefined;
}

/** MUI's `FormControlLabel`: a mark and its body1 label in one `<label>`, the mark pulled 11 px into the margin. */
export function ChoiceLabel({ mark, label, disabled, className, style }: ChoiceLabelProps) {
  return (
    <label className={classes(CHOICE_CLASS.label, 'MuiFormControlLabel-root', disabled && `${CHOICE_CLASS.labelDisabled} Mui-disabled`, className)} style={style}>
      {mark}
      <span className={classes(CHOICE_CLASS.text, 'MuiFormControlLabel-label', disabled && 'Mui-disabled')}>{label}</span>
    </label>
  );
}

/** Props of `ChoiceOption`. */
export interface ChoiceOptionProps extends Omit<ChoiceLabelProps, 'className' | 'style'> {
  /** Shown under the label, with `tipsId` (which the mark's input names in `aria-describedby`). */
  tips: string;
  tipsId: string;
}

/** One option of a radio or checkbox group (`ChoiceLabel`), and its tips as a `FormHelperText` indented to the label. */
export function ChoiceOption({ tips, tipsId, ...label }: ChoiceOptionProps) {
  return (
    <div className={CHOICE_CLASS.item}>
      <ChoiceLabel {...label} />
      {tips && (
        <p id={tipsId} className={`${FRAME_CLASS.helper} ${CHOICE_CLASS.tips} MuiFormHelperText-root`}>
          {tips}
        </p>
      )}
    </div>
  );
}

/** Class names of a column of options (MUI's `FormGroup`), or of a row of them. */
export const choiceGroupClass = (row: boolean): string => classes(CHOICE_CLASS.group, 'MuiFormGroup-root', row && `${CHOICE_CLASS.row} MuiFormGroup-row`);
