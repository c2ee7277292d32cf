import type { ControlProps } from '@jsonforms/core';
import { memo, useMemo, useState } from 'react';
import type { Locale } from '../../schema-adapters/index';
import { useT } from '../core/context';
import { FieldFrame } from '../core/FieldFrame';
import { INPUT_CONTROL_CLASS, InputBox } from '../core/InputBox';
import { INPUT_CLASS } from '../core/inputStyles';
import { PreviewValue } from '../core/PreviewValue';
import { useControl } from '../core/useControl';
import { ChoiceSelect, type SelectOption } from './ChoiceSelect';
import { itemsOf, selectWidthOf } from './items';
import { bareCode, mainRegionOf, phoneRegions } from '../../protocol/regions';
import { withControlProps } from '../core/withControlProps';
import { CHOICE_CLASS } from './choiceStyles';

type CodeOption = SelectOption & { code: string };

const DEFAULT_CODE = '+86';
const CODE_WIDTH = 240;

/** What the number input keeps: digits, hyphens and parentheses. */
export const cleanPhoneNumber = (text: string): string => text.replace(/[^\d()-]/g, '');

/** Every region's code choice, built once per locale and shared by all the phone fields that offer the whole list. */
const regionOptions = new Map<Locale, CodeOption[]>();

function allRegions(locale: Locale): CodeOption[] {
  const known = regionOptions.get(locale);
  if (known) return known;
  const options = phoneRegions(locale).map((region) => ({
    value: region.iso,
    label: `${region.name} ${region.code}`,
    search: `${region.iso} ${bareCode(region.code)}`,
    code: region.code,
  }));
  regionOptions.set(locale, options);
  return options;
}

/** The code choices: the field's own `codes` when given, else every region in the locale. */
function codeOptions(options: Record<string, unknown>, locale: Locale): CodeOption[] {
  const codes = itemsOf(options, 'codes').filter((item) => item.phoneCode !== '');
  if (codes.length > 0) {
    return codes.map((item) => ({ value: item.value, label: `${item.label} ${item.phoneCode}`, search: bareCode(item.phoneCode), code: item.phoneCode }));
  }
  return allRegions(locale);
}

function phoneOf(data: unknown): { code: string; number: string } {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return { code: typeof value.code === 'string' ? value.code : DEFAULT_CODE, number: typeof value.number === 'string' ? value.number : '' };
}

/** Type 13: a country or region code (searchable above 10 choices) and a number, kept to digits, hyphens and parentheses. */
export function PhoneControl(props: ControlProps) {
  const { data, handleChange, path, label, required, errors, visible } = props;
  const control = useControl(props);
  const t = useT();
  const { locale } = control.form;
  const choices = useMemo(() => codeOptions(control.options, locale), [control.options, locale]);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  if (!visible) return null;
  const phone = phoneOf(data);
  const sameCode = (option: CodeOption) => bareCode(option.code) === bareCode(phone.code);
  const main = mainRegionOf(phone.code);
  const current =
    choices.find((option) => option.value === picked && sameCode(option)) ??
    choices.find((option) => option.value === main && sameCode(option)) ??
    choices.find(sameCode);
  if (control.preview) {
    const shown = phone.number ? `${phone.code ? `+${bareCode(phone.code)} ` : ''}${phone.number}` : '';
    return (
      <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options}>
        <PreviewValue id={control.id} sensitive={control.sensitive}>{shown}</PreviewValue>
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
    <FieldFrame id={control.id} label={label} required={required ?? false} errors={errors} options={control.options} group>
      <div className={`${CHOICE_CLASS.stack} MuiStack-root`}>
        <ChoiceSelect
          id={`${control.id}-code`}
          ariaLabel={t('choice.phoneCode', { label })}
          options={choices}
          value={current?.value}
          onChange={pick}
          onBlur={control.onBlur}
          disabled={control.disabled}
          required
          error={control.hasError}
          describedBy={describedBy}
          width={selectWidthOf(control.options) ?? CODE_WIDTH}
        />
        <div className={INPUT_CLASS.field} style={{ flex: 1, minWidth: 160 }}>
          <InputBox error={control.hasError} disabled={control.disabled}>
            <input
              id={control.id}
              className={INPUT_CONTROL_CLASS}
              value={phone.number}
              onChange={(event) => handleChange(path, { ...phone, number: cleanPhoneNumber(event.target.value) })}
              onBlur={control.onBlur}
              disabled={control.disabled}
              placeholder={control.placeholder}
              required={required}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              aria-label={t('choice.phoneNumber', { label })}
              aria-describedby={describedBy}
              aria-invalid={control.hasError || undefined}
            />
          </InputBox>
        </div>
      </div>
    </FieldFrame>
  );
}

/** The phone control wired to JSON Forms. */
export default withControlProps(memo(PhoneControl));
