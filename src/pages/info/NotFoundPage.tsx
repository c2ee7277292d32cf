import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../app/pages/ErrorView';

/** `/help/404`: "This page could not be found." with a link home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <ErrorView status={404} message={t('portal.errors.notFound')} />;
}
