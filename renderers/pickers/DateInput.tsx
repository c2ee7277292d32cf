import { TextField } from '@mui/material';
import type { Dayjs } from 'dayjs';
import { type ChangeEvent, type MouseEvent, Suspense, lazy, useLayoutEffect, useRef, useState } from 'react';
import type { DatePrecision } from '../../schema-adapters/validators/dates';
import { Boundary } from '../core/ControlBoundary';
import { usePortalForm, useT } from '../core/context';
import { FORMAT_HINTS, nextPartAfterTyping, shapeDateText, spanAt, storedOf } from './dateText';
import { DATE_CLASS } from './dateStyles';
import { toDateString, toDayjs } from './dateValues';
import { spokenDate } from './spokenDate';

const loadCalendar = () => import('./CalendarPopup');
const CalendarPopup = lazy(loadCalendar);
const preloadCalendar = () => {
  loadCalendar().catch(() => undefined);
};

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

/** The calendar icon of the MUI X date field (Material's "Event"). */
const CALENDAR_ICON = 'M17 12h-5v5h5zM16 1v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2h-1V1zm3 18H5V8h14z';

const storedText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * True for an element the applicant types into. The calendar closes by itself when another field is clicked; it is
 * then unmounted rather than closed, so that its focus return to the calendar button does not take the keystrokes.
 */
const isTypingTarget = (element: Element | null): boolean =>
  element instanceof HTMLElement && (element.isContentEditable || element.matches('input, textarea, [role="combobox"]'));

/** What a stored value shows as at `dateType` (a value stored at another precision is shown at this one). */
const shownOf = (value: unknown, dateType: DatePrecision): string => toDateString(toDayjs(value), dateType) ?? '';

/**
 * A date typed as text, with a button that opens a calendar. The input is a plain MUI text field that takes keystrokes
 * as the MUI X date field did (`shapeDateText`); the MUI X picker itself loads and mounts only when the calendar is
 * first opened, so a long form opens without one picker per date field.
 */
export function DateInput(props: DateInputProps) {
  const { id, value, onChange, dateType, min, max, disabled, error, onBlur, placeholder, ariaLabel, label, describedBy, required } = props;
  const t = useT();
  const { locale } = usePortalForm();
  // A new object on every change, so a keystroke the shaping drops still renders (and puts the caret back).
  const [shown, setShown] = useState(() => ({ text: shownOf(value, dateType) }));
  const [seen, setSeen] = useState(value);
  const [focused, setFocused] = useState(false);
  const [calendar, setCalendar] = useState({ mounted: false, open: false });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  const sent = useRef(storedText(value));
  if (value !== seen) {
    setSeen(value);
    if (storedOf(shown.text, dateType) !== storedText(value)) setShown({ text: shownOf(value, dateType) });
  }
  useLayoutEffect(() => {
    sent.current = storedText(value);
  }, [value]);
  useLayoutEffect(() => {
    const range = selection.current;
    selection.current = null;
    if (range && input.current && input.current === document.activeElement) input.current.setSelectionRange(range.start, range.end);
  });

  const commit = (text: string) => {
    const stored = storedOf(text, dateType);
    if (stored === sent.current) return;
    sent.current = stored;
    onChange(stored);
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const native = event.nativeEvent as InputEvent;
    if (native.isComposing) {
      setShown({ text: target.value });
      return;
    }
    const typing = !native.inputType?.startsWith('delete');
    const shaped = shapeDateText(target.value, target.selectionStart ?? target.value.length, dateType, typing);
    const next = typing ? nextPartAfterTyping(shaped.text, shaped.caret, dateType) : undefined;
    selection.current = next ?? { start: shaped.caret, end: shaped.caret };
    setShown({ text: shaped.text });
    commit(shaped.text);
  };
  // A click in a written date selects the part under it, so typing replaces that part (as in the MUI X field).
  const selectPart = (event: MouseEvent<HTMLInputElement>) => {
    const target = event.currentTarget;
    if (target.selectionStart !== target.selectionEnd) return;
    const span = spanAt(target.value, target.selectionStart ?? 0);
    if (span) target.setSelectionRange(span.start, span.end);
  };
  const leave = () => {
    setFocused(false);
    const stored = storedOf(shown.text, dateType);
    if (stored !== undefined && stored !== shown.text) setShown({ text: stored });
    onBlur?.();
  };
  // Going to the input while the calendar is open (or still loading) drops the calendar at once: closed the usual
  // way, the picker would hand focus back to its button a moment later, and the next keystrokes would land there.
  const enter = () => {
    setFocused(true);
    if (calendar.open) setCalendar({ mounted: false, open: false });
  };
  const closeCalendar = () => setCalendar({ mounted: !isTypingTarget(document.activeElement), open: false });
  const pick = (next: string | undefined) => {
    setShown({ text: next ?? '' });
    sent.current = next;
    onChange(next);
  };
  const spoken = spokenDate(storedText(value), dateType, locale);
  const hint = FORMAT_HINTS[dateType];
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
        value={shown.text}
        onChange={type}
        onFocus={enter}
        onBlur={leave}
        placeholder={focused || !placeholder ? hint : placeholder}
        inputRef={input}
        slotProps={{
          // MUI names the label `${id}-label`, the id the field frame gives the field's own label.
          inputLabel: { id: `${id}-part-label` },
          input: {
            ref: setAnchor,
            disableInjectingGlobalStyles: true,
            endAdornment: (
              <div className={DATE_CLASS.adornment}>
                <button
                  type="button"
                  className={DATE_CLASS.button}
                  disabled={disabled}
                  aria-label={spoken ? t('pickers.chooseDateWithValue', { date: spoken }) : t('pickers.chooseDate')}
                  onPointerEnter={preloadCalendar}
                  onClick={() => setCalendar({ mounted: true, open: true })}
                >
                  <svg className={DATE_CLASS.icon} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
                    <path d={CALENDAR_ICON} />
                  </svg>
                </button>
              </div>
            ),
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
        <Boundary fallback={null}>
          <Suspense fallback={null}>
            <CalendarPopup
              open={calendar.open}
              onClose={closeCalendar}
              anchor={anchor}
              value={value}
              onPick={pick}
              dateType={dateType}
              min={min}
              max={max}
            />
          </Suspense>
        </Boundary>
      )}
    </>
  );
}
