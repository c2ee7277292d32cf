import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { contentApi } from '../../api';
import { itemIdOf } from '../../components/paging';
import { ReadItemScreen } from './ReadItemScreen';

const LIST = '/notice';

/** `/noticeDetail/:id`: one notice whole; opening it marks it read. Without an id it goes to the notice list. */
export default function NoticeDetailPage() {
  const { id } = useParams();
  if (id === undefined) return <Navigate to={LIST} replace />;
  return <NoticeDetail id={itemIdOf(id)} />;
}

function NoticeDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  return <ReadItemScreen id={id} fetchItem={contentApi.notice} title={t('portal.content.notices.title')} back={{ to: LIST, label: t('portal.content.notices.back') }} />;
}
