import { Box, Button, Checkbox, CircularProgress, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { Suspense, useMemo, useState } from 'react';
import { LazySignaturePad as SignaturePad } from '../../../renderers/media/lazySignaturePad';
import { useTranslation } from 'react-i18next';
import { fileUrlOf } from '../../../protocol/upload';
import { PortalFormProvider } from '../../../renderers/core/context';
import { StoredImage } from '../../../renderers/media/StoredImage';
import { resolveFileLink } from '../../api/fileLinks';
import { useProjectStore } from '../../store';
import { useAutographUpload } from './useAutographUpload';

/** The signature as the submit needs it: accepted terms and an uploaded (or filed) autograph. */
export interface SignatureValue {
  accepted: boolean;
  /** The uid of the autograph just uploaded, '' to use the one on file. */
  uid: string;
  /** A signature exists (uploaded now or on file). */
  present: boolean;
}

/** Props of {@link SignatureStep}. */
export interface SignatureStepProps {
  /** The uid of the signature on file, or null. */
  onFile: string | null;
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  /** The error to show under the step ('' for none). */
  error: string;
}

/** Electronic-signature acceptance and the signature: draw (uploaded at once) or reuse the one on file. */
export function SignatureStep({ onFile, value, onChange, error }: SignatureStepProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const [redraw, setRedraw] = useState(!onFile);
  const { saving, failure, drawn, save } = useAutographUpload((uid) => onChange({ ...value, uid, present: true }));
  const form = useMemo(
    () => ({ locale, mode: 'edit' as const, readOnly: false, showSensitive: true, fileLink: resolveFileLink, touch: () => undefined }),
    [locale],
  );

  return (
    <Stack component="fieldset" spacing={1.5} sx={{ border: 0, p: 0, m: 0 }} aria-describedby={error ? 'submit-signature-error' : undefined}>
      <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
        {t('portal.submit.signatureTitle')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={value.accepted} onChange={(event) => onChange({ ...value, accepted: event.target.checked })} />}
        label={t('portal.submit.signatureAccept')}
      />
      {value.accepted && !redraw && onFile && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('portal.submit.signatureOnFile')}</Typography>
          <PortalFormProvider value={form}>
            <StoredImage url={fileUrlOf(onFile)} alt={t('portal.submit.signatureImage')} sx={{ maxWidth: '100%', maxHeight: 120, border: 1, borderColor: 'divider' }} />
          </PortalFormProvider>
          <Button variant="outlined" size="small" onClick={() => setRedraw(true)}>
            {t('portal.submit.signAgain')}
          </Button>
        </Stack>
      )}
      {value.accepted && redraw && (
        <PortalFormProvider value={form}>
          <Suspense fallback={<CircularProgress size={24} aria-label={t('portal.submit.loading')} />}>
            <SignaturePad id="submit-signature" key={drawn ? 'saved' : 'new'} value={drawn} disabled={saving === 'saving'} onSave={(dataUrl) => void save(dataUrl)} />
          </Suspense>
        </PortalFormProvider>
      )}
      <Box role="status" aria-live="polite">
        {saving === 'saving' && t('portal.submit.signatureSaving')}
        {saving === 'saved' && t('portal.submit.signatureSaved')}
      </Box>
      {(failure || error) && (
        <FormHelperText id="submit-signature-error" error role="alert">
          {failure || error}
        </FormHelperText>
      )}
    </Stack>
  );
}
