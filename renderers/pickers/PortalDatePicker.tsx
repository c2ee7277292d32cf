import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import type { DatePrecision } from '../../schema-adapters/validators/dates';
import { DATE_FORMATS, toDateString, toDayjs } from './dateValues';

/** Props of one portal date input. */
export interface PortalDatePickerProps {
  id: string;
  /** The stored string (or nothing). */
  value: unknown;
  /** Called with the new stored string; `undefined` when cleared or not yet a complete date. */
  onChange: (value: string | undefined) => void;
  dateType: DatePrecision;
  min?: Dayjs | undefined;
  max?: Dayjs | undefined;
  disabled: boolean;
  error: boolean;
  /** Called when the input loses focus (marks the field touched). */
  onBlur?: (() => void) | undefined;
  placeholder?: string | undefined;
  /** Accessible name when no `<label for>` names the input. */
  ariaLabel?: string | undefined;
  /** Visible label inside the input's outline. */
  label?: string | undefined;
  describedBy?: string | undefined;
  required?: boolean | undefined;
}

const VIEWS = { year: ['year'], month: ['year', 'month'], date: ['year', 'month', 'day'] } as const;

/** A MUI X date (or date-time) picker on portal date strings; typing stays local until it forms a complete date. */
export function PortalDatePicker(props: PortalDatePickerProps) {
  const { id, value, onChange, dateType, min, max, disabled, error, onBlur, placeholder, ariaLabel, label, describedBy, required } = props;
  const [draft, setDraft] = useState<Dayjs | null>(() => toDayjs(value));
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (toDateString(draft, dateType) !== value) setDraft(toDayjs(value));
  }
  const change = (next: Dayjs | null) => {
    setDraft(next);
    onChange(toDateString(next, dateType));
  };
  const slotProps = {
    textField: {
      id,
      size: 'small' as const,
      fullWidth: true,
      error,
      label,
      required,
      placeholder,
      onBlur,
      // MUI names the label `${id}-label`, the id the field frame gives the field's own label.
      slotProps: { inputLabel: { id: `${id}-part-label` } },
      inputProps: { 'aria-label': ariaLabel, 'aria-describedby': describedBy, 'aria-invalid': error || undefined },
    },
  };
  const common = {
    value: draft,
    onChange: change,
    disabled,
    format: DATE_FORMATS[dateType],
    enableAccessibleFieldDOMStructure: false as const,
    slotProps,
  };
  if (dateType === 'datetime') {
    return <DateTimePicker {...common} ampm={false} minDateTime={min} maxDateTime={max} />;
  }
  const views = VIEWS[dateType];
  return <DatePicker {...common} views={views} openTo={views[views.length - 1]} minDate={min} maxDate={max} />;
}
