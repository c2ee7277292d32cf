import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { memo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { ChoiceSelect } from './ChoiceSelect';
import { asValue, itemsOf, selectWidthOf } from './items';
import { ConnectedOtherText, WithOtherText } from './OtherText';
import { withControlProps } from '../core/withControlProps';

/** Type 5: dropdown (searchable above 10 options), `selectWidth` wide, with other text for options that ask for it. */
export function DropdownControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  if (!visible) return null;
  const items = itemsOf(control.options);
  const value = asValue(data);
  const chosen = items.find((item) => item.value === value);
  const hasHint = Boolean(control.options.remark || control.options.tips || chosen?.tips);
  const choose = (next: string | undefined) => {
    handleChange(path, next);
  };
  if (control.preview) {
    const shown = (otherText: string) => (chosen ? (chosen.text && otherText ? t('choice.withOther', { label: chosen.label, other: otherText }) : chosen.label) : '');
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
        <WithOtherText path={path} render={(otherText) => <PreviewValue id={control.id} sensitive={control.sensitive}>{shown(otherText)}</PreviewValue>} />
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
        <ConnectedOtherText
          path={path}
          handleChange={handleChange}
          id={`${control.id}-other`}
          optionLabel={chosen.label}
          disabled={control.disabled}
          onBlur={control.onBlur}
        />
      )}
    </FieldFrame>
  );
}

/** Selects this control for `fieldType` 'dropdown'. */
export const dropdownTester = rankWith(10, and(isControl, optionIs('fieldType', 'dropdown')));

/** The dropdown control wired to JSON Forms. */
export default withControlProps(memo(DropdownControl));
