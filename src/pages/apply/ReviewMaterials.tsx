import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TitledPaper } from '../../components/TitledPaper';
import { DownloadFiles } from '../downloads/DownloadFiles';

/** The tech-review step (`#/applyform?step=review`): the materials to download once the materials review passed. */
export function ReviewMaterials() {
  const { t } = useTranslation();
  return (
    <TitledPaper id="review-title" level={2} title={t('portal.apply.review.title')}>
      <Alert severity="success">{t('portal.apply.review.passed')}</Alert>
      <DownloadFiles label={t('portal.apply.review.list')} />
    </TitledPaper>
  );
}
