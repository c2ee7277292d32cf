import { useTranslation } from 'react-i18next';
import { ErrorView } from '../../app/pages/ErrorView';

/** `/help/505`: the server error page (status 500, "Server error, please try again later", link home). */
export default function ServerErrorPage() {
  const { t } = useTranslation();
  return <ErrorView status={500} message={t('portal.info.serverError.message')} />;
}
