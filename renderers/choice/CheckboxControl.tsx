import { type ControlProps, and, isControl, optionIs, rankWith } from '@jsonforms/core';
import { memo } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { ChoiceMark } from './ChoiceMark';
import { ChoiceOption, choiceGroupClass } from './ChoiceOption';
import { asValues, itemsOf } from './items';
import { ConnectedOtherText, WithOtherText } from './OtherText';
import { withControlProps } from '../core/withControlProps';

/** Type 4: multiple choice as checkboxes, at most `maxQuantity` of them, with other text for options that ask for it. */
export function CheckboxControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  if (!visible) return null;
  const items = itemsOf(control.options);
  const values = asValues(data);
  const chosen = items.filter((item) => values.includes(item.value));
  const withText = chosen.find((item) => item.text);
  const max = typeof control.options.maxQuantity === 'number' && control.options.maxQuantity > 0 ? control.options.maxQuantity : items.length;
  const full = values.length >= max;
  const hint = max < items.length ? <span aria-live="polite">{t('choice.maxHint', { limit: max })}</span> : undefined;

  const toggle = (value: string, checked: boolean) => {
    const next = checked ? items.map((item) => item.value).filter((item) => item === value || values.includes(item)) : values.filter((item) => item !== value);
    handleChange(path, next.length > 0 ? next : undefined);
  };

  if (control.preview) {
    const labels = (otherText: string) => chosen.map((item) => (item.text && otherText ? t('choice.withOther', { label: item.label, other: otherText }) : item.label));
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
        <WithOtherText path={path} render={(otherText) => <PreviewValue id={control.id} sensitive={control.sensitive}>{labels(otherText).join(t('choice.listSeparator'))}</PreviewValue>} />
      </FieldFrame>
    );
  }
  return (
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} group hint={hint}>
      <div className={choiceGroupClass(control.options.layout === 'horizontal')}>
        {items.map((item, index) => {
          const checked = values.includes(item.value);
          const disabled = control.disabled || (full && !checked);
          const tipsId = `${control.id}-${index}-tips`;
          return (
            <ChoiceOption
              key={item.value}
              label={item.label}
              disabled={disabled}
              tips={item.tips}
              tipsId={tipsId}
              mark={
                <ChoiceMark
                  type="checkbox"
                  id={index === 0 ? control.id : `${control.id}-${index}`}
                  checked={checked}
                  disabled={disabled}
                  onChange={(event) => toggle(item.value, event.target.checked)}
                  onBlur={control.onBlur}
                  aria-describedby={item.tips ? tipsId : undefined}
                />
              }
            />
          );
        })}
      </div>
      {withText && (
        <ConnectedOtherText
          path={path}
          handleChange={handleChange}
          id={`${control.id}-other`}
          optionLabel={withText.label}
          disabled={control.disabled}
          onBlur={control.onBlur}
        />
      )}
    </FieldFrame>
  );
}

/** Selects this control for `fieldType` 'checkbox'. */
export const checkboxTester = rankWith(10, and(isControl, optionIs('fieldType', 'checkbox')));

/** The checkbox control wired to JSON Forms. */
export default withControlProps(memo(CheckboxControl), { errorsInFrame: true });
