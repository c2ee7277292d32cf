import { Stack, Typography } from '@mui/material';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ArticleCategory, ContentItem } from '../../../protocol/content';
import { contentApi } from '../../api';
import { ContentDetail } from '../content/ContentDetail';
import { LoadedContent } from '../content/LoadedContent';
import { PagedContent } from '../content/PagedContent';
import { itemIdOf } from '../../components/paging';
import { scopeOf, useReader } from '../content/useReader';
import { categoryPath } from './categories';
import { LiveLink } from './LiveLink';

/** One hub section: its articles (a list, or the only one whole), one article at `?id=N`, and the link to its live screen. */
export function CategoryView({ category }: { category: ArticleCategory }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  const headingId = `hub-${category}-title`;
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h5">
        {t(`portal.content.hub.categories.${category}`)}
      </Typography>
      <LiveLink category={category} />
      {id === null ? <CategoryList category={category} /> : <CategoryItem category={category} id={itemIdOf(id)} />}
    </Stack>
  );
}

function CategoryList({ category }: { category: ArticleCategory }) {
  const { t } = useTranslation();
  const { domain } = useReader();
  const load = useCallback((page: number, pageSize: number) => contentApi.articles(category, { ...scopeOf(domain), page, page_size: pageSize }), [category, domain]);
  const hrefOf = useCallback((item: ContentItem) => `${categoryPath(category)}?id=${item.id}`, [category]);
  return (
    <PagedContent
      load={load}
      label={t('portal.content.hub.list')}
      emptyText={t('portal.content.hub.empty')}
      hrefOf={hrefOf}
      readOf={() => null}
      headingLevel={3}
      excerpts
      renderSingle={(item) => <ContentDetail item={item} read={null} level={3} />}
    />
  );
}

function CategoryItem({ category, id }: { category: ArticleCategory; id: number | null }) {
  const { t } = useTranslation();
  const { domain } = useReader();
  const load = useCallback(() => contentApi.article(id ?? 0, scopeOf(domain)), [id, domain]);
  const back = { to: categoryPath(category), label: t('portal.content.backToList') };
  return (
    <LoadedContent key={id} load={id === null ? null : load} back={back}>
      {(item) => <ContentDetail item={item} read={null} level={3} back={back} />}
    </LoadedContent>
  );
}
