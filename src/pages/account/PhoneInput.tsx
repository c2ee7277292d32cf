import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localized } from '../../i18n';
import { useProjectStore } from '../../store';
import { failureText } from './failure';
import { useCountries } from './useCountries';
import type { BoundField } from './useAccountForm';
import { MAINLAND_CODE } from './validation';

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  /** The country code field (`+86` by default). */
  code: BoundField;
  /** The mobile number field. */
  mobile: BoundField;
  /** Id prefix of the two inputs. */
  idPrefix: string;
}

/** Country or region code (native select of the calling regions) and the mobile number. */
export function PhoneInput({ code, mobile, idPrefix }: PhoneInputProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const { list, error } = useCountries();
  const options =
    list.length > 0
      ? list.map((entry) => ({ code: entry.code, phoneCo: entry.phoneCo, name: localized(entry.county, locale) }))
      : [{ code: 'CN', phoneCo: MAINLAND_CODE, name: t('portal.account.mainlandChina') }];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <TextField
        {...code}
        id={`${idPrefix}-phone-code`}
        select
        label={t('portal.account.field.phoneCode')}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 150 }}
        error={Boolean(error) || code.error}
        helperText={error ? failureText(error, t) : code.helperText}
      >
        {options.map((entry) => (
          <option key={entry.code} value={entry.phoneCo}>
            {`${entry.name} ${entry.phoneCo}`}
          </option>
        ))}
      </TextField>
      <TextField {...mobile} id={`${idPrefix}-mobile`} label={t('portal.account.field.mobile')} type="tel" autoComplete="tel-national" required fullWidth />
    </Stack>
  );
}
