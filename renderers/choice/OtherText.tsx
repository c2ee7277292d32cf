import { Resolve } from '@jsonforms/core';
import { useJsonForms } from '@jsonforms/react';
import type { ReactNode } from 'react';
import { useT } from '../core/context';
import { toInstancePath } from '../core/formPath';
import { FRAME_CLASS } from '../core/frameStyles';
import { useShownErrors } from '../core/useShownErrors';
import { FieldInput } from './FieldInput';
import { otherPathOf } from './items';

/** The other text of the choice at `path` (`{field}_other`), its shown errors and a setter. */
export function useOtherText(path: string, handleChange: (path: string, value: unknown) => void) {
  const { core } = useJsonForms();
  const otherPath = otherPathOf(path);
  const raw: unknown = core ? Resolve.data(core.data, otherPath) : undefined;
  const instancePath = toInstancePath(otherPath);
  const errors = useShownErrors()
    .filter((error) => error.instancePath === instancePath)
    .map((error) => error.message ?? '')
    .join('\n');
  return {
    text: typeof raw === 'string' ? raw : '',
    errors,
    set: (value: string) => handleChange(otherPath, value === '' ? undefined : value),
    clear: () => {
      if (raw !== undefined) handleChange(otherPath, undefined);
    },
  };
}

/** Props of `OtherText`. */
export interface OtherTextProps {
  id: string;
  optionLabel: string;
  value: string;
  errors: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** The input for the other text of a chosen option, named after the option. */
export function OtherText({ id, optionLabel, value, errors, disabled, onChange, onBlur }: OtherTextProps) {
  const t = useT();
  const specify = t('field.otherPlaceholder');
  const invalid = errors !== '';
  const helperId = `${id}-helper-text`;
  return (
    <FieldInput
      id={id}
      value={value}
      onValue={onChange}
      error={invalid}
      fieldStyle={{ marginTop: 8, minWidth: 240 }}
      onBlur={onBlur}
      disabled={disabled}
      placeholder={specify}
      aria-label={t('choice.otherLabel', { option: optionLabel, specify })}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? helperId : undefined}
    >
      {invalid && (
        // An outlined FormHelperText in error, with the small size's margin as TextField's `size="small"` gives it.
        <p id={helperId} className={`${FRAME_CLASS.helper} ${FRAME_CLASS.error} MuiFormHelperText-root Mui-error`} role="alert" style={{ margin: '4px 14px 0' }}>
          {errors}
        </p>
      )}
    </FieldInput>
  );
}

/** Props of `ConnectedOtherText`. */
export interface ConnectedOtherTextProps {
  path: string;
  handleChange: (path: string, value: unknown) => void;
  id: string;
  optionLabel: string;
  disabled: boolean;
  onBlur: () => void;
}

/**
 * The other-text input wired to `{field}_other`. Only this small component reads the whole form state, and it is
 * mounted only while an option that asks for text is chosen, so the choice controls stay memoised while others type.
 */
export function ConnectedOtherText({ path, handleChange, ...props }: ConnectedOtherTextProps) {
  const other = useOtherText(path, handleChange);
  return <OtherText {...props} value={other.text} errors={other.errors} onChange={other.set} />;
}

/** Hands the other text of the choice at `path` to `render` (preview mode). */
export function WithOtherText({ path, render }: { path: string; render: (otherText: string) => ReactNode }) {
  const other = useOtherText(path, () => undefined);
  return <>{render(other.text)}</>;
}
