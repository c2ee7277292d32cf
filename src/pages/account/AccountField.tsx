import type { InputHTMLAttributes, ReactNode } from 'react';
import classes from './AccountField.module.css';
import type { BoundField } from './useAccountForm';

/** Props of {@link AccountField}: a bound field plus its label and input attributes. */
export interface AccountFieldProps extends BoundField {
  id: string;
  label: string;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  fullWidth?: boolean;
  /** Attributes of the `<input>` itself (inputMode, maxLength, ...). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
}

/** The label, with MUI's hidden-from-readers asterisk on required fields. */
function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && <span aria-hidden="true">&thinsp;*</span>}
    </>
  );
}

/** The frame shared by the account fields: floating label, notched outline, helper text (its id `<id>-helper-text`). */
export function FieldFrame(props: { id: string; label: string; required?: boolean; error: boolean; filled: boolean; helperText?: string; fullWidth?: boolean; minWidth?: number; children: ReactNode }) {
  const { id, label, required, error, filled, helperText, fullWidth = false, minWidth, children } = props;
  return (
    <div data-filled={filled} data-error={error} data-full-width={fullWidth} className={classes.field} style={minWidth ? { minWidth } : undefined}>
      <label className={classes.label} htmlFor={id} id={`${id}-label`}>
        <LabelText label={label} required={required} />
      </label>
      <div className={classes.box}>
        {children}
        <fieldset aria-hidden="true" className={classes.outline}>
          <legend>
            <span>
              <LabelText label={label} required={required} />
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className={classes.helper} id={`${id}-helper-text`}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/**
 * An outlined text field that looks and reads like MUI's `TextField` (label `for` the input, error as `aria-invalid`,
 * helper text as the input's description) drawn with CSS alone: the account screens stay light (login's JS budget).
 */
export function AccountField({ id, label, helperText, error, required, fullWidth, htmlInput, ...input }: AccountFieldProps) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} filled={input.value !== ''} helperText={helperText} fullWidth={fullWidth}>
      <input {...htmlInput} {...input} id={id} required={required} aria-invalid={error} aria-describedby={helperText ? `${id}-helper-text` : undefined} className={classes.control} />
    </FieldFrame>
  );
}
