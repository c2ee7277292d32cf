import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { memo } from 'react';
import { FieldFrame } from '../core/FieldFrame';
import { INPUT_CONTROL_CLASS, InputBox } from '../core/InputBox';
import { PreviewValue } from '../core/PreviewValue';
import { useBufferedInput } from '../core/useBufferedInput';
import { useControl } from '../core/useControl';
import { withControlProps } from '../core/withControlProps';

const INPUT_TYPES: Record<string, string> = { email: 'email' };

/** Type 1: single-line text (e-mail, ID number and patterned text included). */
export function TextControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const input = useBufferedInput(path, typeof data === 'string' ? data : '', (next) => handleChange(path, next === '' ? undefined : next), control.onBlur);
  if (!visible) return null;
  const nature = typeof control.options.nature === 'string' ? control.options.nature : '';
  const maxLength = typeof control.options.maxLength === 'number' ? control.options.maxLength : undefined;
  const hasHint = Boolean(control.options.remark || control.options.tips);
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
      {control.preview ? (
        <PreviewValue id={control.id} sensitive={control.sensitive}>{typeof data === 'string' ? data : ''}</PreviewValue>
      ) : (
        <InputBox error={control.hasError} disabled={control.disabled} fullWidth>
          <input
            id={control.id}
            className={INPUT_CONTROL_CLASS}
            value={input.value}
            onChange={(event) => input.onChange(event.target.value)}
            onBlur={input.onBlur}
            disabled={control.disabled}
            placeholder={control.placeholder}
            type={INPUT_TYPES[nature] ?? 'text'}
            required={required}
            maxLength={maxLength}
            aria-describedby={control.ariaDescribedBy(hasHint)}
            aria-invalid={control.hasError || undefined}
            autoComplete={nature === 'email' ? 'email' : 'off'}
          />
        </InputBox>
      )}
    </FieldFrame>
  );
}

export const textTester = rankWith(10, and(isControl, optionIs('fieldType', 'text')));

export default withControlProps(memo(TextControl));
