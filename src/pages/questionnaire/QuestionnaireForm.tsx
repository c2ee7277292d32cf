import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuestionnaireData } from '../../../protocol/content';
import { PortalForm, type PortalFormHandle, type PortalFormProps } from '../../../renderers';
import { Notice } from '../../../renderers/ui/Notice';
import { fieldErrorsIn, isApiFailure } from '../../api';
import * as questionnaireApi from '../../api/questionnaire';
import { resolveFileLink } from '../../api/fileLinks';
import { failureText } from '../../components/failureText';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import { PortalFormRuntime } from '../../formRuntime';
import { useApplyStore, useProjectStore } from '../../store';

/** How the questionnaire came to be answered: just now, or before (found out on sending). */
export type Outcome = 'sent' | 'already';

type FieldErrors = NonNullable<PortalFormProps['externalErrors']>;

const NO_VALUES = {};

/** Props of {@link QuestionnaireForm}. */
export interface QuestionnaireFormProps {
  data: QuestionnaireData;
  /** Shown only (anonymous visitors): nothing to send. */
  readOnly: boolean;
  onAnswered: (outcome: Outcome) => void;
}

/** The questionnaire's fields and the submit: validated first (nothing is sent while invalid), then sent once. */
export function QuestionnaireForm({ data, readOnly, onAnswered }: QuestionnaireFormProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const formRef = useRef<PortalFormHandle>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [serverErrors, setServerErrors] = useState<FieldErrors>([]);

  const answered = (outcome: Outcome) => {
    useApplyStore.getState().answerQuestionnaire();
    onAnswered(outcome);
  };

  const submit = async () => {
    const form = formRef.current;
    if (!form || form.validate().length > 0) return;
    setBusy(true);
    setProblem('');
    setServerErrors([]);
    try {
      await questionnaireApi.answerQuestionnaire(data.id, form.values());
      answered('sent');
    } catch (error) {
      if (isApiFailure(error) && error.status === 409) {
        answered('already');
        return;
      }
      if (isApiFailure(error) && error.status === 400) {
        setServerErrors(fieldErrorsIn(error.data));
        setProblem(failureText(error, t));
      } else {
        setProblem(t('portal.questionnaire.sendFailed', { message: failureText(error, t) }));
      }
      setBusy(false);
    }
  };

  return (
    <>
      <div>
        <PortalFormRuntime>
          <PortalForm ref={formRef} fields={data.fields} values={NO_VALUES} locale={locale} readOnly={readOnly} fileLink={resolveFileLink} externalErrors={serverErrors} />
        </PortalFormRuntime>
      </div>
      {problem && <Notice severity="error">{problem}</Notice>}
      {!readOnly && (
        <div>
          <PlainButton variant="contained" onClick={() => void submit()} disabled={busy}>
            {t(busy ? 'portal.questionnaire.submitting' : 'portal.questionnaire.submit')}
          </PlainButton>
        </div>
      )}
    </>
  );
}
