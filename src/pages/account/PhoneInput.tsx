import { Box, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useProjectStore } from '../../store';
import { AccountField, FieldFrame } from './AccountField';
import { FIELD_PART } from './fieldStyles';
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
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
      <FieldFrame id={codeId} label={codeLabel} error={codeError} filled helperText={helper} minWidth={150}>
        <Box
          component="select"
          {...codeInput}
          id={codeId}
          aria-invalid={codeError}
          aria-describedby={helper ? `${codeId}-helper-text` : undefined}
          className={FIELD_PART.control}
          sx={{ appearance: 'none', cursor: 'pointer', pr: '32px !important' }}
        >
          {options.map((region) => (
            <option key={region.iso} value={region.code}>
              {`${region.name} ${region.code}`}
            </option>
          ))}
        </Box>
        <Box component="svg" aria-hidden="true" focusable="false" viewBox="0 0 24 24" sx={{ position: 'absolute', right: 7, width: 24, height: 24, fill: 'currentColor', color: 'action.active', pointerEvents: 'none' }}>
          <path d="M7 10l5 5 5-5z" />
        </Box>
      </FieldFrame>
      <AccountField {...mobile} id={`${idPrefix}-mobile`} label={t('portal.account.field.mobile')} type="tel" autoComplete="tel-national" required fullWidth />
    </Stack>
  );
}
