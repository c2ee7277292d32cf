import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import classes from './Notices.module.css';
import { formatTime } from './windows';

/** "Restored input from …" with a way to discard it. */
export function DraftNotice({ at, onDiscard }: { at: number; onDiscard: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Notice severity="info" data-testid="apply-draft-notice" action={<PlainButton color="inherit" size="small" onClick={onDiscard}>{t('portal.apply.draft.discard')}</PlainButton>} mb={1}>
      {t('portal.apply.draft.restored', { time: formatTime(at / 1000, i18n.language) })}
    </Notice>
  );
}

/** A newer version was saved elsewhere (409): load it, or keep this input and save over it. */
export function StaleNotice({ onReload, onKeepMine }: { onReload: () => void; onKeepMine: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice severity="warning" data-testid="apply-stale-notice" mb={1}>
      {t('portal.apply.stale.message')}
      <Stack direction="row" spacing={1} className={classes.choices}>
        <PlainButton variant="outlined" color="inherit" size="small" onClick={onReload}>{t('portal.apply.stale.reload')}</PlainButton>
        <PlainButton color="inherit" size="small" onClick={onKeepMine}>{t('portal.apply.stale.keepMine')}</PlainButton>
      </Stack>
    </Notice>
  );
}

/** The applicant's input was put aside for the newer version: restore it. */
export function StashNotice({ onRestore }: { onRestore: () => void }) {
  const { t } = useTranslation();
  return (
    <Notice severity="info" data-testid="apply-stash-notice" action={<PlainButton color="inherit" size="small" onClick={onRestore}>{t('portal.apply.stale.restore')}</PlainButton>} mb={1}>
      {t('portal.apply.stale.stashed')}
    </Notice>
  );
}
