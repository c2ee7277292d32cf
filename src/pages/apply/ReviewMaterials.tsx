import Download from '@mui/icons-material/Download';
import { Alert, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentItem } from '../../../protocol/content';
import { applyApi } from '../../api';
import { failureText } from '../../components/failureText';
import { LoadState } from '../../components/LoadState';
import { TitledPaper } from '../../components/TitledPaper';
import { htmlLang } from '../../i18n';
import type { Locale } from '../../store/types';
import { useRemote } from '../../components/useRemote';

/** A file size in the reader's language (kB under 1 MB, else MB). */
function sizeText(bytes: number, locale: Locale): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(htmlLang(locale), { style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1 }).format(
    megabytes ? bytes / (1024 * 1024) : Math.max(bytes / 1024, 0.1),
  );
}

/** The tech-review step (`#/applyform?step=review`): the materials to download once the materials review passed. */
export function ReviewMaterials() {
  const { t, i18n } = useTranslation();
  const load = useCallback(() => applyApi.reviewMaterials(), []);
  const { remote, retry } = useRemote(load);
  const [problem, setProblem] = useState('');
  const record = (item: ContentItem) => {
    applyApi.recordMaterialDownload(item.id).catch((error: unknown) => setProblem(t('portal.apply.review.recordFailed', { message: failureText(error, t) })));
  };
  return (
    <TitledPaper id="review-title" level={2} title={t('portal.apply.review.title')}>
      <Alert severity="success">{t('portal.apply.review.passed')}</Alert>
      {problem && (
        <Alert severity="warning" role="alert" onClose={() => setProblem('')}>
          {problem}
        </Alert>
      )}
      {remote.state !== 'ready' ? (
        <LoadState area="apply" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
      ) : remote.data.list.length === 0 ? (
        <Typography>{t('portal.apply.review.empty')}</Typography>
      ) : (
        <List aria-label={t('portal.apply.review.list')}>
          {remote.data.list.map((item) => (
            <ListItem key={item.id} divider secondaryAction={item.url && <DownloadLink item={item} onDownload={() => record(item)} />} sx={{ pr: 18 }}>
              <ListItemText
                primary={item.title}
                secondary={[item.file_name, item.size !== null ? sizeText(item.size, i18n.language as Locale) : null].filter(Boolean).join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </TitledPaper>
  );
}

function DownloadLink({ item, onDownload }: { item: ContentItem; onDownload: () => void }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={item.url ?? undefined} download={item.file_name ?? true} onClick={onDownload} startIcon={<Download aria-hidden />} aria-label={t('portal.apply.review.download', { name: item.title })}>
      {t('portal.apply.review.downloadShort')}
    </Button>
  );
}
