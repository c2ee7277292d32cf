import { useTranslation } from 'react-i18next';
import { useProjectStore } from '../../store';
import { AccountField, FieldFrame } from './AccountField';
import fieldClasses from './AccountField.module.css';
import classes from './forms.module.css';
import type { BoundField } from './useAccountForm';
import { usePhoneRegions } from './usePhoneRegions';

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  /** The country code field (`+86` by default). */
  code: BoundField;
  /** The mobile number field. */
  mobile: BoundField;
  /** Id prefix of the two inputs. */
  idPrefix: string;
}

/** Country or region code (native select of the calling regions, the same list as the forms' phone fields) and the mobile number. */
export function PhoneInput({ code, mobile, idPrefix }: PhoneInputProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const options = usePhoneRegions(locale);
  const codeId = `${idPrefix}-phone-code`;
  const codeLabel = t('portal.account.field.phoneCode');
  const { helperText: helper, error: codeError, ...codeInput } = code;
  return (
    <div className={classes.phoneRow}>
      <FieldFrame id={codeId} label={codeLabel} error={codeError} filled helperText={helper} minWidth={150}>
        <select
          {...codeInput}
          id={codeId}
          aria-invalid={codeError}
          aria-describedby={helper ? `${codeId}-helper-text` : undefined}
          className={`${fieldClasses.control} ${fieldClasses.select}`}
        >
          {options.map((region) => (
            <option key={region.iso} value={region.code}>
              {`${region.name} ${region.code}`}
            </option>
          ))}
        </select>
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className={fieldClasses.arrow}>
          <path d="M7 10l5 5 5-5z" />
        </svg>
      </FieldFrame>
      <AccountField {...mobile} id={`${idPrefix}-mobile`} label={t('portal.account.field.mobile')} type="tel" autoComplete="tel-national" required fullWidth />
    </div>
  );
}
