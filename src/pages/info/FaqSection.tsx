import { Stack, TextField, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectStore } from '../../store';
import { filterFaq } from './content';
import { FaqList } from './FaqList';
import { LoadState } from '../../components/LoadState';
import { useFaq } from './useContent';

/** Props of {@link FaqSection}. */
export interface FaqSectionProps {
  /** Show the search box (help centre). */
  searchable?: boolean;
}

/** The project's FAQ under an h2, optionally searchable, with loading, error and empty states. */
export function FaqSection({ searchable = false }: FaqSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const locale = useProjectStore((state) => state.locale);
  const [query, setQuery] = useState('');
  const { remote, retry } = useFaq();
  const items = remote.state === 'ready' ? filterFaq(remote.data.list, query, locale) : [];
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Typography id={headingId} component="h2" variant="h5">
        {t('portal.info.help.faqTitle')}
      </Typography>
      {searchable && (
        <TextField type="search" label={t('portal.info.help.search')} helperText={t('portal.info.help.searchHint')} value={query} onChange={(event) => setQuery(event.target.value)} />
      )}
      {remote.state !== 'ready' ? (
        <LoadState area="info" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
      ) : (
        <>
          {searchable && (
            <Typography role="status" variant="body2" color="text.secondary">
              {query.trim() && items.length === 0 ? t('portal.info.help.noMatch', { query: query.trim() }) : t('portal.info.help.matches', { count: items.length })}
            </Typography>
          )}
          {remote.data.list.length === 0 ? <Typography>{t('portal.info.help.empty')}</Typography> : <FaqList items={items} />}
        </>
      )}
    </Stack>
  );
}
