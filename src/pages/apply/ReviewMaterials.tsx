import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { TitledPaper } from '../../components/TitledPaper';
import { DownloadFiles } from '../downloads/DownloadFiles';

/** The tech-review step (`#/applyform?step=review`): the materials to download once the materials review passed. */
export function ReviewMaterials() {
  const { t } = useTranslation();
  return (
    <TitledPaper id="review-title" level={2} title={t('portal.apply.review.title')}>
      <Notice severity="success">{t('portal.apply.review.passed')}</Notice>
      <DownloadFiles label={t('portal.apply.review.list')} />
    </TitledPaper>
  );
}
