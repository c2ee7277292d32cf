import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Notice } from '../../../renderers/ui/Notice';
import { lazyPart } from '../../components/lazyPart';
import { loadThemed } from '../../themes/loadThemed';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { localized } from '../../i18n';
import { useApplyStore, useProjectStore } from '../../store';
import { QUESTIONNAIRE_STATE } from '../../store/apply';
import type { OfferDialogProps } from './OfferDialog';
import { useQuestionnaireCheck } from './useQuestionnaireCheck';
import { useSignedIn } from './signedIn';

/** MUI's dialog, in the project's MUI theme (home draws without MUI): loaded only when a questionnaire is pending. */
const OfferDialog = lazyPart(() => loadThemed(() => import('./OfferDialog').then((module) => module.OfferDialog)));

/** On home after login: offers a pending questionnaire once per session ("Answer now" or "Later"). */
export function QuestionnaireOffer() {
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
  const open = signedIn && state === QUESTIONNAIRE_STATE.pending && data !== null;
  return <OfferDialog when={open} failed={<OfferNotice open={open} title={title} onLater={postpone} onAnswer={answerNow} />} open={open} title={title} onLater={postpone} onAnswer={answerNow} />;
}

/** The same offer as a message on the page, when the dialog's chunk could not load (offline). */
function OfferNotice({ title, onLater, onAnswer }: OfferDialogProps) {
  const { t } = useTranslation();
  return (
    <Notice
      severity="info"
      role="status"
      title={t('portal.questionnaire.offer.title')}
      data-testid="questionnaire-offer"
      action={
        <>
          <PlainButton color="inherit" size="small" onClick={onLater} data-testid="questionnaire-later">
            {t('portal.questionnaire.offer.later')}
          </PlainButton>
          <PlainButton color="inherit" size="small" onClick={onAnswer}>
            {t('portal.questionnaire.offer.answer')}
          </PlainButton>
        </>
      }
      mb={2}
    >
      {t('portal.questionnaire.offer.text', { title })}
    </Notice>
  );
}
