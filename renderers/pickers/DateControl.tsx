import type { ControlProps } from '@jsonforms/core';
import { memo } from 'react';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { precisionOrDate, todayString } from '../../schema-adapters/validators/dates';
import { boundOf, pickBound } from './dateValues';
import { DateInput } from './DateInput';
import { withControlProps } from '../core/withControlProps';

/** Type 6: a date at year, month, day or minute precision, stored as a string in that precision's format. */
export function DateControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  if (!visible) return null;
  const { options } = control;
  const dateType = precisionOrDate(options.dateType);
  const hasHint = Boolean(options.remark || options.tips);
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={options}>
      {control.preview ? (
        <PreviewValue id={control.id} sensitive={control.sensitive}>{typeof data === 'string' ? data : ''}</PreviewValue>
      ) : (
        <DateInput
          id={control.id}
          value={data}
          onChange={(value) => handleChange(path, value)}
          dateType={dateType}
          min={pickBound([boundOf(options.minDate, 'start')], 'max')}
          max={pickBound([boundOf(options.maxDate, 'end'), boundOf(options.limitEnd, 'end')], 'min')}
          disabled={control.disabled}
          error={control.hasError}
          onBlur={control.onBlur}
          placeholder={options.showCurrent === true ? todayString(dateType) : control.placeholder}
          describedBy={control.ariaDescribedBy(hasHint)}
          required={required}
        />
      )}
    </FieldFrame>
  );
}

export default withControlProps(memo(DateControl));
