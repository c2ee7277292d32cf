import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';
import { INPUT_CONTROL_CLASS, InputBox } from '../core/InputBox';
import { INPUT_CLASS } from '../core/inputStyles';

/** Props of `FieldInput`: its native input's, but for the class and a change reported as the new text. */
export interface FieldInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'value' | 'onChange' | 'style' | 'children'> {
  id: string;
  value: string;
  onValue: (value: string) => void;
  disabled: boolean;
  /** Draws the box in its error colours. */
  error: boolean;
  /** The style of the field around the box. */
  fieldStyle: CSSProperties;
  /** Drawn under the box (a helper text). */
  children?: ReactNode;
}

/** A single-line text input in an outlined input box, as MUI's small `TextField` draws it. */
export function FieldInput({ id, value, onValue, error, fieldStyle, children, ...input }: FieldInputProps) {
  return (
    <div className={INPUT_CLASS.field} style={fieldStyle}>
      <InputBox error={error} disabled={input.disabled}>
        <input id={id} className={INPUT_CONTROL_CLASS} value={value} onChange={(event) => onValue(event.target.value)} {...input} />
      </InputBox>
      {children}
    </div>
  );
}
