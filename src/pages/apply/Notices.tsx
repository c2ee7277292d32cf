import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatTime } from './windows';

/** "Restored input from …" with a way to discard it. */
export function DraftNotice({ at, onDiscard }: { at: number; onDiscard: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert severity="info" data-testid="apply-draft-notice" action={<Button color="inherit" size="small" onClick={onDiscard}>{t('portal.apply.draft.discard')}</Button>} sx={{ mb: 1 }}>
      {t('portal.apply.draft.restored', { time: formatTime(at / 1000, i18n.language) })}
    </Alert>
  );
}

/** A newer version was saved elsewhere (409): load it, or keep this input and save over it. */
export function StaleNotice({ onReload, onKeepMine }: { onReload: () => void; onKeepMine: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" role="alert" data-testid="apply-stale-notice" sx={{ mb: 1 }}>
      {t('portal.apply.stale.message')}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="inherit" size="small" onClick={onReload}>{t('portal.apply.stale.reload')}</Button>
        <Button color="inherit" size="small" onClick={onKeepMine}>{t('portal.apply.stale.keepMine')}</Button>
      </Stack>
    </Alert>
  );
}

/** The applicant's input was put aside for the newer version: restore it. */
export function StashNotice({ onRestore }: { onRestore: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="info" data-testid="apply-stash-notice" action={<Button color="inherit" size="small" onClick={onRestore}>{t('portal.apply.stale.restore')}</Button>} sx={{ mb: 1 }}>
      {t('portal.apply.stale.stashed')}
    </Alert>
  );
}
