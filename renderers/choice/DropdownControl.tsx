import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { withJsonFormsControlProps } from '@jsonforms/react';
import { memo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { ChoiceSelect } from './ChoiceSelect';
import { asValue, itemsOf, selectWidthOf } from './items';
import { OtherText, useOtherText } from './OtherText';

/** Type 5: dropdown (searchable above 10 options), `selectWidth` wide, with other text for options that ask for it. */
export function DropdownControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const other = useOtherText(path, handleChange);
  const t = useT();
  if (!visible) return null;
  const items = itemsOf(control.options);
  const value = asValue(data);
  const chosen = items.find((item) => item.value === value);
  const hasHint = Boolean(control.options.remark || control.options.tips || chosen?.tips);
  const choose = (next: string | undefined) => {
    handleChange(path, next);
    if (!items.find((item) => item.value === next)?.text) other.clear();
  };
  if (control.preview) {
    const shown = chosen ? (chosen.text && other.text ? t('choice.withOther', { label: chosen.label, other: other.text }) : chosen.label) : '';
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
        <PreviewValue id={control.id} sensitive={control.sensitive}>{shown}</PreviewValue>
      </FieldFrame>
    );
  }
  return (
    <FieldFrame
      id={control.id}
      label={label}
      required={required ?? false}
      errors={errors}
      options={control.options}
      hint={chosen?.tips || undefined}
    >
      <ChoiceSelect
        id={control.id}
        labelId={`${control.id}-label`}
        options={items}
        value={value}
        onChange={choose}
        onBlur={control.onBlur}
        disabled={control.disabled}
        required={required ?? false}
        error={control.hasError}
        describedBy={control.ariaDescribedBy(hasHint)}
        placeholder={control.placeholder}
        width={selectWidthOf(control.options)}
      />
      {chosen?.text && (
        <OtherText
          id={`${control.id}-other`}
          optionLabel={chosen.label}
          value={other.text}
          errors={other.errors}
          disabled={control.disabled}
          onChange={other.set}
          onBlur={control.onBlur}
        />
      )}
    </FieldFrame>
  );
}

/** Selects this control for `fieldType` 'dropdown'. */
export const dropdownTester = rankWith(10, and(isControl, optionIs('fieldType', 'dropdown')));

/** The dropdown control wired to JSON Forms. */
export default withJsonFormsControlProps(memo(DropdownControl));
