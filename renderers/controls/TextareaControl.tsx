import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { type CSSProperties, type ChangeEvent, memo } from 'react';
import { countWords } from '../../schema-adapters/index';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { FRAME_CLASS } from '../core/frameStyles';
import { InputBox, TEXTAREA_CONTROL_CLASS } from '../core/InputBox';
import { TEXTAREA_MIN_HEIGHT } from '../core/inputStyles';
import { PreviewValue } from '../core/PreviewValue';
import { useBufferedInput } from '../core/useBufferedInput';
import { useControl } from '../core/useControl';
import { withControlProps } from '../core/withControlProps';
import { AutosizeTextarea, SIZES_ITSELF } from './autosize';

const DEFAULT_LINES = 4;
/** Rows a textarea grows to with what is typed before it scrolls inside (more when `custom_lines` asks for more). */
const GROW_ROWS = 12;
/** The textarea's height rules where it sizes itself: `lines` rows at least (and the spec's minimum), growing to `maxLines` rows with its text. */
const heightStyle = (lines: number, maxLines: number): CSSProperties => ({
  fieldSizing: 'content',
  minHeight: `max(${TEXTAREA_MIN_HEIGHT}px, ${lines}lh)`,
  maxHeight: `${maxLines}lh`,
});

/** Type 2: multi-line text with a live word count against `word_max`, `custom_lines` high. */
export function TextareaControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  const input = useBufferedInput(path, typeof data === 'string' ? data : '', (next) => handleChange(path, next === '' ? undefined : next), control.onBlur);
  if (!visible) return null;
  const text = input.value;
  const wordMax = typeof control.options.wordMax === 'number' ? control.options.wordMax : undefined;
  const lines = typeof control.options.lines === 'number' ? control.options.lines : DEFAULT_LINES;
  const maxLines = Math.max(lines, GROW_ROWS);
  const count = countWords(text);
  const hint =
    wordMax === undefined ? undefined : (
      <span aria-live="polite" className={count > wordMax ? FRAME_CLASS.error : undefined}>
        {t('form.wordCount', { count, limit: wordMax })}
      </span>
    );
  const textarea = {
    id: control.id,
    className: TEXTAREA_CONTROL_CLASS,
    value: text,
    onChange: (event: ChangeEvent<HTMLTextAreaElement>) => input.onChange(event.target.value),
    onBlur: input.onBlur,
    disabled: control.disabled,
    placeholder: control.placeholder,
    required,
    'aria-describedby': control.ariaDescribedBy(Boolean(hint || control.options.remark || control.options.tips)),
    'aria-invalid': control.hasError || undefined,
  };
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} hint={control.preview ? undefined : hint}>
      {control.preview ? (
        <PreviewValue id={control.id} sensitive={control.sensitive}>{text}</PreviewValue>
      ) : (
        <InputBox error={control.hasError} disabled={control.disabled} fullWidth multiline>
          {SIZES_ITSELF ? <textarea {...textarea} rows={lines} style={heightStyle(lines, maxLines)} /> : <AutosizeTextarea {...textarea} minRows={lines} maxRows={maxLines} />}
        </InputBox>
      )}
    </FieldFrame>
  );
}

export const textareaTester = rankWith(10, and(isControl, optionIs('fieldType', 'textarea')));

export default withControlProps(memo(TextareaControl));
