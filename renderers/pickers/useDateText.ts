import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import type { DatePrecision } from '../../schema-adapters/validators/dates';
import { nextPartAfterTyping, shapeDateText, storedOf } from './dateText';
import { toDateString, toDayjs } from './dateValues';

export const storedText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** What a stored value shows as at `dateType` (a value stored at another precision is shown at this one). */
const shownOf = (value: unknown, dateType: DatePrecision): string => toDateString(toDayjs(value), dateType) ?? '';

/** The input event behind a change (it tells a composition or a deletion); none when the change came another way. */
const inputEventOf = (event: Event): InputEvent | undefined => (isInputEvent(event) ? event : undefined);

function isInputEvent(event: Event): event is InputEvent {
  return 'inputType' in event;
}

/**
 * The text of a date input, kept in step with the stored `value`: keystrokes are shaped (`shapeDateText`) and the
 * caret put back where the shaping says, and `onChange` hears of each new stored string once.
 */
export function useDateText(value: unknown, dateType: DatePrecision, onChange: (value: string | undefined) => void) {
  // A new object on every change, so a keystroke the shaping drops still renders (and puts the caret back).
  const [shown, setShown] = useState(() => ({ text: shownOf(value, dateType) }));
  const [seen, setSeen] = useState(value);
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
    const native = inputEventOf(event.nativeEvent);
    if (native?.isComposing) {
      setShown({ text: target.value });
      return;
    }
    const typing = !native?.inputType?.startsWith('delete');
    const shaped = shapeDateText(target.value, target.selectionStart ?? target.value.length, dateType, typing);
    const next = typing ? nextPartAfterTyping(shaped.text, shaped.caret, dateType) : undefined;
    selection.current = next ?? { start: shaped.caret, end: shaped.caret };
    setShown({ text: shaped.text });
    commit(shaped.text);
  };
  /** A complete date is written out in full once the input is left. */
  const settle = () => {
    const stored = storedOf(shown.text, dateType);
    if (stored !== undefined && stored !== shown.text) setShown({ text: stored });
  };
  const pick = (next: string | undefined) => {
    setShown({ text: next ?? '' });
    sent.current = next;
    onChange(next);
  };
  return { text: shown.text, input, type, settle, pick };
}
