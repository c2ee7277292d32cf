import type { ControlProps } from '@jsonforms/core';
import { memo, useMemo, useState } from 'react';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { withControlProps } from '../core/withControlProps';
import { ChoiceSelect } from './ChoiceSelect';
import { CHOICE_CLASS } from './choiceStyles';
import { frameOf } from './controlState';
import { selectWidthOf } from './items';
import { codeOptions, currentCodeOption } from './phoneCodes';
import { PhoneNumberInput } from './PhoneNumberInput';
import { cleanPhoneNumber, phoneOf, phoneText } from './phoneValue';

const CODE_WIDTH = 240;

/** Type 13: a country or region code (searchable above 10 choices) and a number, kept to digits, hyphens and parentheses. */
export function PhoneControl(props: ControlProps) {
  const { data, handleChange, path, label, required, visible } = props;
  const control = useControl(props);
  const t = useT();
  const { locale } = control.form;
  const choices = useMemo(() => codeOptions(control.options, locale), [control.options, locale]);
  // The region picked here: the value keeps only the code, which several regions share.
  const [picked, setPicked] = useState<string | undefined>(undefined);
  if (!visible) return null;
  const phone = phoneOf(data);
  if (control.preview) {
    return (
      <FieldFrame id={control.id} {...frameOf(props)} options={control.options}>
        <PreviewValue id={control.id} sensitive={control.sensitive}>{phoneText(phone)}</PreviewValue>
      </FieldFrame>
    );
  }
  const describedBy = control.ariaDescribedBy(Boolean(control.options.remark || control.options.tips));
  const pick = (value: string | undefined) => {
    const option = choices.find((item) => item.value === value);
    if (!option) return;
    setPicked(option.value);
    handleChange(path, { ...phone, code: option.code });
  };
  return (
    <FieldFrame id={control.id} {...frameOf(props)} options={control.options} group>
      <div className={`${CHOICE_CLASS.stack} MuiStack-root`}>
        <ChoiceSelect
          id={`${control.id}-code`}
          ariaLabel={t('choice.phoneCode', { label })}
          options={choices}
          value={currentCodeOption(choices, phone.code, picked)?.value}
          onChange={pick}
          onBlur={control.onBlur}
          disabled={control.disabled}
          required
          error={control.hasError}
          describedBy={describedBy}
          width={selectWidthOf(control.options) ?? CODE_WIDTH}
        />
        <PhoneNumberInput
          id={control.id}
          value={phone.number}
          onChange={(text) => handleChange(path, { ...phone, number: cleanPhoneNumber(text) })}
          onBlur={control.onBlur}
          disabled={control.disabled}
          error={control.hasError}
          required={required}
          placeholder={control.placeholder}
          ariaLabel={t('choice.phoneNumber', { label })}
          describedBy={describedBy}
        />
      </div>
    </FieldFrame>
  );
}

/** The phone control wired to JSON Forms. */
export default withControlProps(memo(PhoneControl));
