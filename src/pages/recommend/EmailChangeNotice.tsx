import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailChange } from './emailChange';

/** Props of {@link EmailChangeNotice}. */
export interface EmailChangeNoticeProps {
  changes: EmailChange[];
  busy: boolean;
  /** Resolves true when the server took the change. */
  onConfirm(change: EmailChange): Promise<boolean>;
}

/** An invited recommender's e-mail changed in the form: explains it and asks for confirmation before the reset. */
export function EmailChangeNotice({ changes, busy, onConfirm }: EmailChangeNoticeProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<EmailChange | null>(null);
  if (changes.length === 0) return null;
  const params = (change: EmailChange) => ({ name: change.record.name || change.record.email, old: change.record.email, email: change.email });
  return (
    <Stack spacing={1}>
      {changes.map((change) => (
        <Alert
          key={change.record.id}
          severity="warning"
          action={
            <Button color="inherit" size="small" disabled={busy} onClick={() => setAsking(change)}>
              {t('portal.recommend.confirmChange')}
            </Button>
          }
        >
          {t('portal.recommend.changed', params(change))}
        </Alert>
      ))}
      <Dialog open={asking !== null} onClose={() => setAsking(null)} aria-labelledby="recommend-change-title" aria-describedby="recommend-change-body">
        <DialogTitle id="recommend-change-title">{t('portal.recommend.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="recommend-change-body">{asking && t('portal.recommend.confirmBody', params(asking))}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(null)}>{t('portal.recommend.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy}
            onClick={() => {
              const change = asking;
              setAsking(null);
              if (change) void onConfirm(change);
            }}
          >
            {t('portal.recommend.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
