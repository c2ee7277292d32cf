import { useTranslation } from 'react-i18next';
import { InfoLinks } from './InfoLinks';
import { SinglePageView } from './SinglePageView';

/** `/statement`: the declaration of honesty (server single page `statement`). */
export default function StatementPage() {
  const { t } = useTranslation();
  return (
    <SinglePageView slug="statement" fallbackTitle={t('portal.info.help.statement')}>
      <InfoLinks exclude="statement" />
    </SinglePageView>
  );
}
