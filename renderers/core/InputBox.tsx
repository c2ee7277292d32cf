import type { CSSProperties, ReactNode } from 'react';
import { classes } from './classNames';
import { INPUT_CLASS } from './inputStyles';

/** Class names of the control inside an `InputBox` (an `<input>`, or a select's display); MUI's kept as markers. */
export const INPUT_CONTROL_CLASS = `${INPUT_CLASS.input} MuiInputBase-input MuiOutlinedInput-input`;

export interface InputBoxProps {
  error: boolean;
  disabled: boolean;
  /** The whole line wide, as a `fullWidth` TextField. */
  fullWidth?: boolean;
  /** Holds a textarea: MUI's medium multiline padding, around the textarea rather than inside it. */
  multiline?: boolean;
  style?: CSSProperties | undefined;
  /** The control (given `INPUT_CONTROL_CLASS`) and anything drawn beside it inside the outline. */
  children: ReactNode;
}

/**
 * The box and notched outline of MUI's small outlined input, drawn with plain elements and the form's stylesheet
 * (`inputStyles.ts`); the error and disabled states are one class each. MUI's class names stay on it as markers.
 */
export function InputBox({ error, disabled, fullWidth = false, multiline = false, style, children }: InputBoxProps) {
  return (
    <div
      className={classes(
        INPUT_CLASS.root,
        'MuiInputBase-root MuiOutlinedInput-root',
        fullWidth && INPUT_CLASS.fullWidth,
        multiline && `${INPUT_CLASS.multiline} MuiInputBase-multiline`,
        error && `${INPUT_CLASS.error} Mui-error`,
        disabled && `${INPUT_CLASS.disabled} Mui-disabled`,
      )}
      style={style}
    >
      {children}
      <fieldset aria-hidden="true" className={INPUT_CLASS.outline}>
        <legend>
          <span className="notranslate" aria-hidden="true">
            {'\u200b'}
          </span>
        </legend>
      </fieldset>
    </div>
  );
}

/** Class names of a textarea inside a `multiline` `InputBox`. */
export const TEXTAREA_CONTROL_CLASS = `${INPUT_CONTROL_CLASS} ${INPUT_CLASS.textarea} MuiInputBase-inputMultiline`;
