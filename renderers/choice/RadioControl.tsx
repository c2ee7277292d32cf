import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { memo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { ChoiceMark } from './ChoiceMark';
import { ChoiceOption, choiceGroupClass } from './ChoiceOption';
import { asValue, itemsOf } from './items';
import { ConnectedOtherText, WithOtherText } from './OtherText';
import { withControlProps } from '../core/withControlProps';

/** Type 3: single choice as radio buttons, with other text for options that ask for it. */
export function RadioControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  if (!visible) return null;
  const items = itemsOf(control.options);
  const value = asValue(data);
  const chosen = items.find((item) => item.value === value);
  const choose = (next: string) => {
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
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} group>
      <div
        role="radiogroup"
        className={`${choiceGroupClass(control.options.layout === 'horizontal')} MuiRadioGroup-root`}
        onBlur={control.onBlur}
        aria-labelledby={`${control.id}-label`}
        aria-required={required || undefined}
      >
        {items.map((item, index) => {
          const tipsId = `${control.id}-${index}-tips`;
          return (
            <ChoiceOption
              key={item.value}
              label={item.label}
              disabled={control.disabled}
              tips={item.tips}
              tipsId={tipsId}
              mark={
                <ChoiceMark
                  type="radio"
                  id={index === 0 ? control.id : `${control.id}-${index}`}
                  name={control.id}
                  value={item.value}
                  checked={item.value === value}
                  disabled={control.disabled}
                  onChange={() => choose(item.value)}
                  aria-describedby={item.tips ? tipsId : undefined}
                />
              }
            />
          );
        })}
      </div>
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

/** Above the stock material radio group (rank 20), which also matches the adapter's `format: 'radio'`. */
export const radioTester = rankWith(30, and(isControl, optionIs('fieldType', 'radio')));

/** The radio control wired to JSON Forms. */
export default withControlProps(memo(RadioControl), { errorsInFrame: true });
