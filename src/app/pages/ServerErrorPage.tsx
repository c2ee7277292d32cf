import { useTranslation } from 'react-i18next';
import { ErrorView } from './ErrorView';

/** `/help/505`: the server error page. */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorView status={500} message={t('server.serverError')} />;
}
