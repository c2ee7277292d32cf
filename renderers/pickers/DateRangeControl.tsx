import type { ControlProps } from '@jsonforms/core';
import { Stack, TextField } from '@mui/material';
import { memo } from 'react';
import { blurLeavingGroup } from '../core/blurLeavingGroup';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { NO_VALUE, PreviewValue } from '../core/PreviewValue';
import { isObject } from '../core/isObject';
import { useControl } from '../core/useControl';
import { precisionOrDate } from '../../schema-adapters/validators/dates';
import { boundOf, nextAfter, pickBound } from './dateValues';
import { DateInput } from './DateInput';
import { withControlProps } from '../core/withControlProps';
import { ChoiceMark } from '../choice/ChoiceMark';
import { ChoiceLabel } from '../choice/ChoiceOption';

/** A date range value as stored: `end` is `''` while `present` is chosen. */
export interface DateRangeValue {
  start: string;
  end: string;
  present: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The stored range read leniently: missing parts are empty. */
export function readRange(data: unknown): DateRangeValue {
  const value = isObject(data) ? data : {};
  return { start: text(value.start), end: text(value.end), present: value.present === true };
}

/** The range to store; `undefined` once nothing is left in it. */
function toStored(range: DateRangeValue): DateRangeValue | undefined {
  return range.start === '' && range.end === '' && !range.present ? undefined : range;
}

/** The range with a new start; an end no longer after it is dropped. */
function withStart(range: DateRangeValue, start: string): DateRangeValue {
  const endStillAfter = range.end === '' || start === '' || range.end > start;
  return { ...range, start, end: endStillAfter ? range.end : '' };
}

interface RangePreviewProps {
  id: string;
  sensitive: boolean;
  label: string;
  required: boolean;
  errors: string;
  options: Record<string, unknown>;
  range: DateRangeValue;
}

/** The range as text in a preview: "start – end", or from the start to the present. */
function RangePreview({ id, sensitive, label, required, errors, options, range }: RangePreviewProps) {
  const t = useT();
  const start = range.start || NO_VALUE;
  const bounded = range.start === '' && range.end === '' ? '' : t('pickers.range', { start, end: range.end || NO_VALUE });
  const shown = range.present ? t('pickers.rangeToPresent', { start }) : bounded;
  return (
    <FieldFrame id={id} label={label} required={required} errors={errors} options={options}>
      <PreviewValue id={id} sensitive={sensitive}>{shown}</PreviewValue>
    </FieldFrame>
  );
}

/** The end of a range that runs to the present: a disabled field that says so. */
function PresentEnd({ id, ariaLabel, describedBy }: { id: string; ariaLabel: string; describedBy: string | undefined }) {
  const t = useT();
  return (
    <TextField
      id={id}
      size="small"
      fullWidth
      disabled
      label={t('pickers.end')}
      value={t('pickers.present')}
      slotProps={{ inputLabel: { id: `${id}-part-label` }, htmlInput: { 'aria-label': ariaLabel, 'aria-describedby': describedBy } }}
    />
  );
}

/** The box that makes a range run to the present. */
function PresentChoice({ label, checked, disabled, onChange }: { label: string; checked: boolean; disabled: boolean; onChange: (present: boolean) => void }) {
  return (
    <ChoiceLabel
      style={{ flexShrink: 0 }}
      label={label}
      disabled={disabled}
      mark={<ChoiceMark type="checkbox" size="medium" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />}
    />
  );
}

/** Type 7: a start and an end picker; the end comes after the start, or is "present" where the field offers it. */
export function DateRangeControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  if (!visible) return null;
  const { options } = control;
  const dateType = precisionOrDate(options.dateType);
  const range = readRange(data);
  if (control.preview) {
    return <RangePreview id={control.id} sensitive={control.sensitive} label={label} required={required ?? false} errors={errors} options={options} range={range} />;
  }
  const update = (next: DateRangeValue) => handleChange(path, toStored(next));
  const min = boundOf(options.minDate, 'start');
  const max = pickBound([boundOf(options.maxDate, 'end'), boundOf(options.limitEnd, 'end')], 'min');
  const partName = (part: string) => t('pickers.partName', { label, part });
  const common = { dateType, max, error: control.hasError, describedBy: control.ariaDescribedBy(Boolean(options.remark || options.tips)) };
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={options} group>
      {/* Touched once focus leaves both pickers (and the present box), not while it moves between them. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }} onBlur={blurLeavingGroup(control.onBlur)}>
        <DateInput
          {...common}
          id={control.id}
          value={range.start}
          onChange={(start = '') => update(withStart(range, start))}
          min={min ?? undefined}
          disabled={control.disabled}
          label={t('pickers.start')}
          ariaLabel={partName(t('pickers.start'))}
        />
        {range.present ? (
          <PresentEnd id={`${control.id}-end`} ariaLabel={partName(t('pickers.end'))} describedBy={common.describedBy} />
        ) : (
          <DateInput
            {...common}
            id={`${control.id}-end`}
            value={range.end}
            onChange={(end = '') => update({ ...range, end })}
            min={pickBound([min, nextAfter(range.start, dateType)], 'max')}
            disabled={control.disabled}
            label={t('pickers.end')}
            ariaLabel={partName(t('pickers.end'))}
          />
        )}
        {options.allowPresent === true && (
          <PresentChoice label={text(options.presentText)} checked={range.present} disabled={control.disabled} onChange={(present) => update({ ...range, present, end: '' })} />
        )}
      </Stack>
    </FieldFrame>
  );
}

export default withControlProps(memo(DateRangeControl));
