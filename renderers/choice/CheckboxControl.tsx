import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { memo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { useControl } from '../core/useControl';
import { withControlProps } from '../core/withControlProps';
import { CheckboxOptions } from './CheckboxOptions';
import { ChoicePreview } from './ChoicePreview';
import { ChosenOtherText } from './ChosenOtherText';
import { frameOf } from './controlState';
import { asValues, itemsOf } from './items';

/** How many options may be checked: `maxQuantity` when it is a positive number, else all `count` of them. */
const maxCheckedOf = (options: Record<string, unknown>, count: number): number =>
  typeof options.maxQuantity === 'number' && options.maxQuantity > 0 ? options.maxQuantity : count;

/** Type 4: multiple choice as checkboxes, at most `maxQuantity` of them, with other text for options that ask for it. */
export function CheckboxControl(props: ControlProps) {
  const { data, handleChange, path, visible } = props;
  const control = useControl(props);
  const t = useT();
  if (!visible) return null;
  const items = itemsOf(control.options);
  const values = asValues(data);
  const chosen = items.filter((item) => values.includes(item.value));
  if (control.preview) return <ChoicePreview control={control} path={path} {...frameOf(props)} chosen={chosen} />;
  const max = maxCheckedOf(control.options, items.length);
  const hint = max < items.length ? <span aria-live="polite">{t('choice.maxHint', { limit: max })}</span> : undefined;
  // Checked values stay in option order.
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? items.map((item) => item.value).filter((item) => item === value || values.includes(item)) : values.filter((item) => item !== value);
    handleChange(path, next.length > 0 ? next : undefined);
  };
  return (
    <FieldFrame id={control.id} {...frameOf(props)} options={control.options} group hint={hint}>
      <CheckboxOptions control={control} items={items} values={values} full={values.length >= max} onToggle={toggle} />
      <ChosenOtherText option={chosen.find((item) => item.text)} control={control} path={path} handleChange={handleChange} />
    </FieldFrame>
  );
}

/** Selects this control for `fieldType` 'checkbox'. */
export const checkboxTester = rankWith(10, and(isControl, optionIs('fieldType', 'checkbox')));

/** The checkbox control wired to JSON Forms. */
export default withControlProps(memo(CheckboxControl), { errorsInFrame: true });
