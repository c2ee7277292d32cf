import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { localized } from '../../i18n';
import { useApplyStore, useProjectStore } from '../../store';
import { QUESTIONNAIRE_STATE } from '../../store/apply';
import { useQuestionnaireCheck } from './useQuestionnaireCheck';
import { useSignedIn } from './signedIn';

/** On home after login: offers a pending questionnaire once per session ("Answer now" or "Later"). */
export function QuestionnaireOffer() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useProjectStore((state) => state.locale);
  const { state, data } = useApplyStore((store) => store.questionnaire);
  const signedIn = useSignedIn();
  useQuestionnaireCheck(signedIn && state === QUESTIONNAIRE_STATE.unknown);
  const postpone = () => useApplyStore.getState().postponeQuestionnaire();
  const answerNow = () => {
    postpone();
    void navigate('/questionnaire');
  };
  const title = data ? localized(data.title_i18n, locale) || data.title : '';
  return (
    <Dialog open={signedIn && state === QUESTIONNAIRE_STATE.pending && data !== null} onClose={postpone} aria-labelledby="questionnaire-offer-title" aria-describedby="questionnaire-offer-text" data-testid="questionnaire-offer">
      <DialogTitle id="questionnaire-offer-title">{t('portal.questionnaire.offer.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="questionnaire-offer-text">{t('portal.questionnaire.offer.text', { title })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={postpone} data-testid="questionnaire-later">
          {t('portal.questionnaire.offer.later')}
        </Button>
        <Button variant="contained" onClick={answerNow}>
          {t('portal.questionnaire.offer.answer')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
