import { TextField } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { type MouseEvent, useState } from 'react';
import type { DatePrecision } from '../../schema-adapters/validators/dates';
import { CalendarButton } from './CalendarButton';
import { FORMAT_HINTS, spanAt } from './dateText';
import { LazyCalendar } from './LazyCalendar';
import { useDateText } from './useDateText';

/** Props of one portal date input. */
export interface DateInputProps {
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

/**
 * True for an element the applicant types into. The calendar closes by itself when another field is clicked; it is
 * then unmounted rather than closed, so that its focus return to the calendar button does not take the keystrokes.
 */
const isTypingTarget = (element: Element | null): boolean =>
  element instanceof HTMLElement && (element.isContentEditable || element.matches('input, textarea, [role="combobox"]'));

/** The calendar's state: mounted once opened (it keeps its place in the tree while closed), and open or not. */
function useCalendar() {
  const [calendar, setCalendar] = useState({ mounted: false, open: false });
  return {
    calendar,
    openCalendar: () => setCalendar({ mounted: true, open: true }),
    closeCalendar: () => setCalendar({ mounted: !isTypingTarget(document.activeElement), open: false }),
    // Going to the input while the calendar is open (or still loading) drops the calendar at once: closed the usual
    // way, the picker would hand focus back to its button a moment later, and the next keystrokes would land there.
    dropCalendar: () => {
      if (calendar.open) setCalendar({ mounted: false, open: false });
    },
  };
}

// A click in a written date selects the part under it, so typing replaces that part (as in the MUI X field).
function selectPart(event: MouseEvent<HTMLInputElement>) {
  const target = event.currentTarget;
  if (target.selectionStart !== target.selectionEnd) return;
  const span = spanAt(target.value, target.selectionStart ?? 0);
  if (span) target.setSelectionRange(span.start, span.end);
}

/**
 * A date typed as text, with a button that opens a calendar. The input is a plain MUI text field that takes keystrokes
 * as the MUI X date field did (`shapeDateText`); the MUI X picker itself loads and mounts only when the calendar is
 * first opened, so a long form opens without one picker per date field.
 */
export function DateInput(props: DateInputProps) {
  const { id, value, onChange, dateType, min, max, disabled, error, onBlur, placeholder, ariaLabel, label, describedBy, required } = props;
  const { text, input, type, settle, pick } = useDateText(value, dateType, onChange);
  const [focused, setFocused] = useState(false);
  const { calendar, openCalendar, closeCalendar, dropCalendar } = useCalendar();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const leave = () => {
    setFocused(false);
    settle();
    onBlur?.();
  };
  const enter = () => {
    setFocused(true);
    dropCalendar();
  };
  return (
    <>
      <TextField
        id={id}
        size="small"
        fullWidth
        error={error}
        // While its calendar is open the field keeps the look of a focused one, as the MUI X picker's did.
        focused={calendar.open || undefined}
        label={label}
        required={required}
        disabled={disabled}
        value={text}
        onChange={type}
        onFocus={enter}
        onBlur={leave}
        placeholder={focused || !placeholder ? FORMAT_HINTS[dateType] : placeholder}
        inputRef={input}
        slotProps={{
          // MUI names the label `${id}-label`, the id the field frame gives the field's own label.
          inputLabel: { id: `${id}-part-label` },
          input: {
            ref: setAnchor,
            disableInjectingGlobalStyles: true,
            endAdornment: <CalendarButton value={value} dateType={dateType} disabled={disabled} onOpen={openCalendar} />,
          },
          htmlInput: {
            'aria-label': ariaLabel,
            'aria-describedby': describedBy,
            'aria-invalid': error || undefined,
            inputMode: 'numeric',
            autoComplete: 'off',
            onClick: selectPart,
          },
        }}
      />
      {calendar.mounted && (
        <LazyCalendar open={calendar.open} onClose={closeCalendar} anchor={anchor} value={value} onPick={pick} dateType={dateType} min={min} max={max} />
      )}
    </>
  );
}
