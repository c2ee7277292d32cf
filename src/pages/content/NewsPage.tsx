import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ContentItem } from '../../../protocol/content';
import { contentApi } from '../../api';
import { TitledPaper } from '../../components/TitledPaper';
import { PagedContent } from './PagedContent';
import { ReadItemScreen } from './ReadItemScreen';
import { readStateOf } from './readState';
import { scopeOf, useReader } from './useReader';
import { itemIdOf } from '../../components/paging';

const LIST = '/station_news';
const detailOf = (item: ContentItem) => `${LIST}?id=${item.id}`;

/** `/station_news` (the header's "Enrollment trends"): the project's news, ten a page; `?id=N` opens one item. */
export default function NewsPage() {
  const [search] = useSearchParams();
  const id = search.get('id');
  return id === null ? <NewsList /> : <NewsDetail id={itemIdOf(id)} />;
}

function NewsList() {
  const { t } = useTranslation();
  const { domain, signedIn } = useReader();
  const load = useCallback((page: number, pageSize: number) => contentApi.newsList({ ...scopeOf(domain), page, page_size: pageSize }), [domain]);
  return (
    <TitledPaper id="news-title" level={1} title={t('portal.content.news.title')}>
      <PagedContent load={load} label={t('portal.content.news.list')} emptyText={t('portal.content.news.empty')} hrefOf={detailOf} readOf={(item) => readStateOf(item, signedIn)} excerpts />
    </TitledPaper>
  );
}

function NewsDetail({ id }: { id: number | null }) {
  const { t } = useTranslation();
  return <ReadItemScreen id={id} fetchItem={contentApi.newsItem} title={t('portal.content.news.title')} back={{ to: LIST, label: t('portal.content.news.back') }} />;
}
