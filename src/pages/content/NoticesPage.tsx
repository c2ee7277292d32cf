import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../protocol/content';
import { contentApi } from '../../api';
import { TitledPaper } from '../../components/TitledPaper';
import { PagedContent } from './PagedContent';
import { readStateOf } from './readState';
import { scopeOf, useReader } from './useReader';

const detailOf = (item: ContentItem) => `/noticeDetail/${item.id}`;

/** `/notice`: the project's notices, important first, ten a page; read or unread for a signed-in reader. */
export default function NoticesPage() {
  const { t } = useTranslation();
  const { domain, signedIn } = useReader();
  const load = useCallback((page: number, pageSize: number) => contentApi.notices({ ...scopeOf(domain), page, page_size: pageSize }), [domain]);
  return (
    <TitledPaper id="notices-title" level={1} title={t('portal.content.notices.title')}>
      <PagedContent load={load} label={t('portal.content.notices.list')} emptyText={t('portal.content.notices.empty')} hrefOf={detailOf} readOf={(item) => readStateOf(item, signedIn)} />
    </TitledPaper>
  );
}
