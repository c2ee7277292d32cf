import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RecommendationRecord } from '../../../protocol/recommend';
import { useProjectStore } from '../../store';
import { formatMoment } from './format';
import type { RowActions } from './status';

/** Props of {@link RecommenderActions}. */
export interface RecommenderActionsProps {
  record: RecommendationRecord;
  actions: RowActions;
  busy: boolean;
  onSend(): void;
  onRemind(): void;
}

/** The send and reminder buttons of one recommender, with why they are unavailable. */
export function RecommenderActions({ record, actions, busy, onSend, onRemind }: RecommenderActionsProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const name = record.name || record.email;
  const written = record.write_state === 1;
  const showRemind = actions.canRemind || actions.remindAt !== null;
  return (
    <Stack spacing={0.5} alignItems="flex-start">
      {actions.showSend && (
        <Button size="small" variant="contained" disabled={busy || actions.sendDisabled} onClick={onSend} aria-label={t('portal.recommend.sendAria', { name })}>
          {record.send_state === 1 ? t('portal.recommend.resendButton') : t('portal.recommend.sendButton')}
        </Button>
      )}
      {showRemind && (
        <Button size="small" variant="outlined" disabled={busy || !actions.canRemind} onClick={onRemind} aria-label={t('portal.recommend.remindAria', { name })}>
          {t('portal.recommend.remindButton')}
        </Button>
      )}
      {actions.remindAt !== null && (
        <Typography variant="caption">{t('portal.recommend.remindAfter', { time: formatMoment(actions.remindAt, locale) })}</Typography>
      )}
      {record.reminded_at !== null && (
        <Typography variant="caption">{t('portal.recommend.remindedAt', { time: formatMoment(record.reminded_at, locale) })}</Typography>
      )}
      {written && actions.showSend && <Typography variant="caption">{t('portal.recommend.written')}</Typography>}
    </Stack>
  );
}
