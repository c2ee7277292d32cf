import type { ControlProps } from '@jsonforms/core';
import { Stack, TextField } from '@mui/material';
import { type FocusEvent, memo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { NO_VALUE, PreviewValue } from '../core/PreviewValue';
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
  const value = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  return { start: text(value.start), end: text(value.end), present: value.present === true };
}

/** The range to store; `undefined` once nothing is left in it. */
function toStored(range: DateRangeValue): DateRangeValue | undefined {
  return range.start === '' && range.end === '' && !range.present ? undefined : range;
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
  const presentText = text(options.presentText);
  const allowPresent = options.allowPresent === true;
  const update = (next: DateRangeValue) => handleChange(path, toStored(next));
  const setStart = (start = '') => {
    const endStillAfter = range.end === '' || start === '' || range.end > start;
    update({ ...range, start, end: endStillAfter ? range.end : '' });
  };
  const min = boundOf(options.minDate, 'start');
  const max = pickBound([boundOf(options.maxDate, 'end'), boundOf(options.limitEnd, 'end')], 'min');
  // The field counts as touched once focus leaves both pickers (and the present box), not between them.
  const leaveGroup = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) control.onBlur();
  };
  const partName = (part: string) => t('pickers.partName', { label, part });
  const common = { dateType, max, error: control.hasError, describedBy: control.ariaDescribedBy(Boolean(options.remark || options.tips)) };
  if (control.preview) {
    const start = range.start || NO_VALUE;
    const bounded = range.start === '' && range.end === '' ? '' : t('pickers.range', { start, end: range.end || NO_VALUE });
    const shown = range.present ? t('pickers.rangeToPresent', { start }) : bounded;
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={options}>
        <PreviewValue id={control.id} sensitive={control.sensitive}>{shown}</PreviewValue>
      </FieldFrame>
    );
  }
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={options} group>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }} onBlur={leaveGroup}>
        <DateInput
          {...common}
          id={control.id}
          value={range.start}
          onChange={setStart}
          min={min ?? undefined}
          disabled={control.disabled}
          label={t('pickers.start')}
          ariaLabel={partName(t('pickers.start'))}
        />
        {range.present ? (
          <TextField
            id={`${control.id}-end`}
            size="small"
            fullWidth
            disabled
            label={t('pickers.end')}
            value={t('pickers.present')}
            slotProps={{ inputLabel: { id: `${control.id}-end-part-label` }, htmlInput: { 'aria-label': partName(t('pickers.end')), 'aria-describedby': common.describedBy } }}
          />
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
        {allowPresent && (
          <ChoiceLabel
            style={{ flexShrink: 0 }}
            label={presentText}
            disabled={control.disabled}
            mark={
              <ChoiceMark
                type="checkbox"
                size="medium"
                checked={range.present}
                disabled={control.disabled}
                onChange={(event) => update({ ...range, present: event.target.checked, end: '' })}
              />
            }
          />
        )}
      </Stack>
    </FieldFrame>
  );
}

export default withControlProps(memo(DateRangeControl));
