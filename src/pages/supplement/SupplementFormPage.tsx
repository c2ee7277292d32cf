import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { fieldErrorsIn } from '../../api';
import { RouteLink } from '../../components/route/RouteLink';
import { TitledPaper } from '../../components/TitledPaper';
import { SupplementEditor } from './SupplementEditor';
import { SupplementLoader } from './SupplementLoader';
import { SupplementStatus } from './SupplementStatus';
import type { SupplementaryData } from '../../../protocol/supplementary';
import { preparePortalForm } from '../../formRuntime';

const prepareForm = (data: SupplementaryData) => preparePortalForm(data.fields);

/** `/supplementary-form`: the supplementary form, editable until it is submitted or its deadline passes. */
export default function SupplementFormPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <TitledPaper id="supplement-form-title" level={1} title={t('portal.supplement.formTitle')}>
      <RouteLink to="/supplement">{t('portal.supplement.back')}</RouteLink>
      <SupplementLoader prepare={prepareForm}>
        {(data) => (
          <>
            <SupplementStatus data={data} />
            <SupplementEditor data={data} initialErrors={fieldErrorsIn(location.state)} />
          </>
        )}
      </SupplementLoader>
    </TitledPaper>
  );
}
