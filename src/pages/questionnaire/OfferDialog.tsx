import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Props of {@link OfferDialog}. */
export interface OfferDialogProps {
  open: boolean;
  /** The questionnaire's title in the reader's language. */
  title: string;
  onLater(): void;
  onAnswer(): void;
}

/** "Would you answer …?" with "Later" and "Answer now" (loaded only when a questionnaire is pending). */
export function OfferDialog({ open, title, onLater, onAnswer }: OfferDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onLater} aria-labelledby="questionnaire-offer-title" aria-describedby="questionnaire-offer-text" data-testid="questionnaire-offer">
      <DialogTitle id="questionnaire-offer-title">{t('portal.questionnaire.offer.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="questionnaire-offer-text">{t('portal.questionnaire.offer.text', { title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLater} data-testid="questionnaire-later">
          {t('portal.questionnaire.offer.later')}
        </Button>
        <Button variant="contained" onClick={onAnswer}>
          {t('portal.questionnaire.offer.answer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
