import { FieldInput } from './FieldInput';

/** Props of `PhoneNumberInput`. */
export interface PhoneNumberInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  disabled: boolean;
  error: boolean;
  required: boolean | undefined;
  placeholder: string | undefined;
  ariaLabel: string;
  describedBy: string | undefined;
}

/** The number part of a phone field: a telephone keyboard and the national number's autofill. */
export function PhoneNumberInput({ id, value, onChange, onBlur, disabled, error, required, placeholder, ariaLabel, describedBy }: PhoneNumberInputProps) {
  return (
    <FieldInput
      id={id}
      value={value}
      onValue={onChange}
      error={error}
      fieldStyle={{ flex: 1, minWidth: 160 }}
      onBlur={onBlur}
      disabled={disabled}
      placeholder={placeholder}
      required={required}
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      aria-label={ariaLabel}
      aria-describedby={describedBy}
      aria-invalid={error || undefined}
    />
  );
}
