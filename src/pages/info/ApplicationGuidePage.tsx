import { useTranslation } from 'react-i18next';
import { InfoLinks } from './InfoLinks';
import { SinglePageView } from './SinglePageView';

/** `/application_guide`: how to apply (server single page `application_guide`). */
export default function ApplicationGuidePage() {
  const { t } = useTranslation();
  return (
    <SinglePageView slug="application_guide" fallbackTitle={t('portal.info.help.applicationGuide')}>
      <InfoLinks exclude="applicationGuide" />
    </SinglePageView>
  );
}
