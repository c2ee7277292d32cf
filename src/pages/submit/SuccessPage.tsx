import { useTranslation } from 'react-i18next';
import { SuccessScreen } from './SuccessScreen';

/** `/success`: a generic completed action. */
export default function SuccessPage() {
  const { t } = useTranslation();
  return <SuccessScreen title={t('portal.submit.doneTitle')} text={t('portal.submit.doneText')} />;
}
