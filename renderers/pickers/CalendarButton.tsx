import { usePortalForm, useT } from '../core/context';
import type { DatePrecision } from '../../schema-adapters/validators/dates';
import { DATE_CLASS } from './dateStyles';
import { spokenDate } from './spokenDate';
import { preloadCalendar } from './LazyCalendar';
import { storedText } from './useDateText';

/** The calendar icon of the MUI X date field (Material's "Event"). */
const CALENDAR_ICON = 'M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z';

interface CalendarButtonProps {
  /** The stored value, said in the button's name. */
  value: unknown;
  dateType: DatePrecision;
  disabled: boolean;
  onOpen: () => void;
}

/** The button at the end of a date input that opens its calendar; hovering it starts loading the calendar. */
export function CalendarButton({ value, dateType, disabled, onOpen }: CalendarButtonProps) {
  const t = useT();
  const { locale } = usePortalForm();
  const spoken = spokenDate(storedText(value), dateType, locale);
  return (
    <div className={DATE_CLASS.adornment}>
      <button
        type="button"
        className={DATE_CLASS.button}
        disabled={disabled}
        aria-label={spoken ? t('pickers.chooseDateWithValue', { date: spoken }) : t('pickers.chooseDate')}
        onPointerEnter={preloadCalendar}
        onClick={onOpen}
      >
        <svg className={DATE_CLASS.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d={CALENDAR_ICON} />
        </svg>
      </button>
    </div>
  );
}
