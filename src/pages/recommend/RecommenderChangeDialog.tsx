import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { GuardedChange } from './confirmation';

/** Props of {@link RecommenderChangeDialog}. */
export interface RecommenderChangeDialogProps {
  open: boolean;
  changes: GuardedChange[];
  onConfirm(): void;
  onCancel(): void;
}

/** Asked before a save that changes or removes invited recommenders: only a confirmed save may reset them. */
export default function RecommenderChangeDialog({ open, changes, onConfirm, onCancel }: RecommenderChangeDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="recommender-change-title" aria-describedby="recommender-change-body">
      <DialogTitle id="recommender-change-title">{t('portal.recommend.confirmSaveTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="recommender-change-body">{t('portal.recommend.confirmSaveIntro')}</DialogContentText>
        <List dense>
          {changes.map((change) => (
            <ListItem key={`${change.rowNumber}-${change.email}`}>
              {change.newEmail
                ? t('portal.recommend.confirmSaveRow', { name: change.name || change.email, old: change.email, email: change.newEmail })
                : t('portal.recommend.confirmSaveRemoved', { name: change.name || change.email, old: change.email })}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('portal.recommend.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {t('portal.recommend.confirmSave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
