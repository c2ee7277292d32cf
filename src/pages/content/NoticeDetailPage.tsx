import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { contentApi } from '../../api';
import { LoadedContent } from './LoadedContent';
import { itemIdOf } from '../../components/paging';
import { ReadDetail } from './ReadDetail';
import { scopeOf, useReader } from './useReader';

const LIST = '/notice';

/** `/noticeDetail/:id`: one notice whole; opening it marks it read. Without an id it goes to the notice list. */
export default function NoticeDetailPage() {
  const { id } = useParams();
  if (id === undefined) return <Navigate to={LIST} replace />;
  return <NoticeDetail id={itemIdOf(id)} />;
}

function NoticeDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const { domain, signedIn } = useReader();
  const load = useCallback(() => contentApi.notice(id ?? 0, scopeOf(domain)), [id, domain]);
  const back = { to: LIST, label: t('portal.content.notices.back') };
  return (
    <LoadedContent key={id} load={id === null ? null : load} frame={{ title: t('portal.content.notices.title') }} back={back}>
      {(item) => <ReadDetail item={item} reader={signedIn} back={back} />}
    </LoadedContent>
  );
}
