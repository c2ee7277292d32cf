import { useTranslation } from 'react-i18next';
import { SuccessScreen } from './SuccessScreen';

/** `/submittedSuccess`: the application is submitted (read-only from now on). */
export default function SubmittedSuccessPage() {
  const { t } = useTranslation();
  return <SuccessScreen title={t('portal.submit.successTitle')} text={t('portal.submit.successText')} />;
}
