import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, ButtonBase, CircularProgress, IconButton, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CaptchaData } from '../../../protocol/account';
import { failureText } from '../../components/failureText';
import type { BoundField } from './useAccountForm';

/** Props of {@link CaptchaInput}. */
export interface CaptchaInputProps {
  field: BoundField;
  captcha: CaptchaData | null;
  /** The captcha's load failure, if any. */
  error: unknown;
  refresh(): void;
}

/** The picture captcha: answer input, the image (select it for a new one) and a labelled refresh button. */
export function CaptchaInput({ field, captcha, error, refresh }: CaptchaInputProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        {...field}
        id="register-captcha"
        label={t('portal.account.field.captcha')}
        autoComplete="off"
        required
        fullWidth
        error={field.error || Boolean(error)}
        helperText={error ? failureText(error, t) : field.helperText}
      />
      <ButtonBase onClick={refresh} aria-label={t('portal.account.captcha.image')} sx={{ width: 120, height: 56, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {captcha ? (
          <Box component="img" src={captcha.image} alt={t('portal.account.captcha.alt')} sx={{ width: '100%', height: '100%', objectFit: 'contain' }} />
        ) : (
          <CircularProgress size={20} aria-label={t('portal.account.captcha.loading')} />
        )}
      </ButtonBase>
      <IconButton onClick={refresh} aria-label={t('portal.account.captcha.refresh')} sx={{ mt: 1 }}>
        <RefreshIcon />
      </IconButton>
    </Stack>
  );
}
