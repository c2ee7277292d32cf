import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { memo } from 'react';
import { FieldFrame } from '../core/FieldFrame';
import { withControlProps } from '../core/withControlProps';
import { ChoicePreview } from './ChoicePreview';
import { ChosenOtherText } from './ChosenOtherText';
import { frameOf } from './controlState';
import { RadioOptions } from './RadioOptions';
import { useSingleChoice } from './useSingleChoice';

/** Type 3: single choice as radio buttons, with other text for options that ask for it. */
export function RadioControl(props: ControlProps) {
  const { handleChange, path, required, visible } = props;
  const { control, items, value, chosen } = useSingleChoice(props);
  if (!visible) return null;
  if (control.preview) return <ChoicePreview control={control} path={path} {...frameOf(props)} chosen={chosen ? [chosen] : []} />;
  return (
    <FieldFrame id={control.id} {...frameOf(props)} options={control.options} group>
      <RadioOptions control={control} items={items} value={value} required={required} onChoose={(next) => handleChange(path, next)} />
      <ChosenOtherText option={chosen} control={control} path={path} handleChange={handleChange} />
    </FieldFrame>
  );
}

/** Above the stock material radio group (rank 20), which also matches the adapter's `format: 'radio'`. */
export const radioTester = rankWith(30, and(isControl, optionIs('fieldType', 'radio')));

/** The radio control wired to JSON Forms. */
export default withControlProps(memo(RadioControl), { errorsInFrame: true });
