import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { memo } from 'react';
import { FieldFrame } from '../core/FieldFrame';
import { withControlProps } from '../core/withControlProps';
import { ChoicePreview } from './ChoicePreview';
import { ChoiceSelect } from './ChoiceSelect';
import { ChosenOtherText } from './ChosenOtherText';
import { frameOf } from './controlState';
import { selectWidthOf } from './items';
import { useSingleChoice } from './useSingleChoice';

/** Type 5: dropdown (searchable above 10 options), `selectWidth` wide, with other text for options that ask for it. */
export function DropdownControl(props: ControlProps) {
  const { handleChange, path, required, visible } = props;
  const { control, items, value, chosen } = useSingleChoice(props);
  if (!visible) return null;
  if (control.preview) return <ChoicePreview control={control} path={path} {...frameOf(props)} chosen={chosen ? [chosen] : []} />;
  const hasHint = Boolean(control.options.remark || control.options.tips || chosen?.tips);
  return (
    <FieldFrame id={control.id} {...frameOf(props)} options={control.options} hint={chosen?.tips || undefined}>
      <ChoiceSelect
        id={control.id}
        labelId={`${control.id}-label`}
        options={items}
        value={value}
        onChange={(next) => handleChange(path, next)}
        onBlur={control.onBlur}
        disabled={control.disabled}
        required={required ?? false}
        error={control.hasError}
        describedBy={control.ariaDescribedBy(hasHint)}
        placeholder={control.placeholder}
        width={selectWidthOf(control.options)}
      />
      <ChosenOtherText option={chosen} control={control} path={path} handleChange={handleChange} />
    </FieldFrame>
  );
}

/** Selects this control for `fieldType` 'dropdown'. */
export const dropdownTester = rankWith(10, and(isControl, optionIs('fieldType', 'dropdown')));

/** The dropdown control wired to JSON Forms. */
export default withControlProps(memo(DropdownControl));
