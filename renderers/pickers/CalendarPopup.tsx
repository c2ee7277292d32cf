import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import type { DatePrecision } from '../../schema-adapters/validators/dates';
import { DATE_FORMATS, toDateString, toDayjs } from './dateValues';
import { PickerProvider } from './PickerProvider';

/** Props of the calendar a date input opens. */
export interface CalendarPopupProps {
  open: boolean;
  onClose: () => void;
  /** The element the calendar hangs under on wide screens (the input's outline). */
  anchor: HTMLElement | null;
  /** The stored string (or nothing). */
  value: unknown;
  /** Called with the stored string of the chosen date. */
  onPick: (value: string | undefined) => void;
  dateType: DatePrecision;
  min?: Dayjs | undefined;
  max?: Dayjs | undefined;
}

const VIEWS = { year: ['year'], month: ['year', 'month'], date: ['year', 'month', 'day'] } as const;

/** The date input is the field: the picker draws only its calendar (a popper, or a dialog on touch screens). */
const NoField = () => null;

/**
 * The MUI X picker without its text field, loaded on the first open of a date input's calendar: @mui/x-date-pickers
 * and its texts stay out of the form's first load.
 */
export default function CalendarPopup({ open, onClose, anchor, value, onPick, dateType, min, max }: CalendarPopupProps) {
  const day = useMemo(() => toDayjs(value), [value]);
  const common = {
    open,
    onClose,
    value: day,
    onChange: (next: Dayjs | null) => onPick(toDateString(next, dateType)),
    format: DATE_FORMATS[dateType],
    slots: { field: NoField },
    slotProps: { popper: { anchorEl: anchor } },
  };
  return (
    <PickerProvider>
      {dateType === 'datetime' ? (
        <DateTimePicker {...common} ampm={false} minDateTime={min} maxDateTime={max} />
      ) : (
        <DatePicker {...common} views={VIEWS[dateType]} openTo={VIEWS[dateType][VIEWS[dateType].length - 1]} minDate={min} maxDate={max} />
      )}
    </PickerProvider>
  );
}
