import { Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TitledPaper } from '../../components/TitledPaper';
import { BackToList } from './BackToList';

/** A message id that names none of the reader's messages: says so, with the way back to the list. */
export function MessageNotFound({ page }: { page: number }) {
  const { t } = useTranslation();
  return (
    <TitledPaper id="message-title" level={1} title={t('portal.messages.notFoundTitle')}>
      <Typography data-message-not-found="">{t('portal.messages.notFound')}</Typography>
      <BackToList page={page} />
    </TitledPaper>
  );
}
