import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { isApiFailure } from '../../api';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import { QuestionnaireScreen, TITLE_ID } from './QuestionnaireScreen';
import { useQuestionnaire } from './useQuestionnaire';

/** `/questionnaire` and `/activities`: the project's questionnaire, answered once when signed in. */
export default function QuestionnairePage() {
  const { t } = useTranslation();
  const { remote, retry, signedIn } = useQuestionnaire();
  if (remote.state === 'ready') return <QuestionnaireScreen key={`${remote.data.id}:${String(signedIn)}`} data={remote.data} signedIn={signedIn} />;
  const missing = remote.state === 'error' && isApiFailure(remote.error) && remote.error.status === 404;
  return (
    <TitledPaper id={TITLE_ID} level={1} title={t('portal.questionnaire.title')}>
      {missing ? (
        <Notice severity="info">{t('portal.questionnaire.empty')}</Notice>
      ) : (
        <LoadState
          area="content"
          state={remote.state}
          error={remote.state === 'error' ? remote.error : undefined}
          onRetry={retry}
          errorText={(message) => t('portal.questionnaire.loadFailed', { message })}
        />
      )}
    </TitledPaper>
  );
}
