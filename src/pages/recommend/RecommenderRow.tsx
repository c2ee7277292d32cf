import { TableCell, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RecommendationRecord } from '../../../protocol/recommend';
import { useProjectStore } from '../../store';
import { formatMoment } from './format';
import { RecommenderActions } from './RecommenderActions';
import { fillStatus, letterStatus, type RowActions, sendStatus, twoStep } from './status';

/** Props of {@link RecommenderRow}. */
export interface RecommenderRowProps {
  record: RecommendationRecord;
  /** The letters are written in two steps (a step column). */
  twoSteps: boolean;
  /** The send and remind buttons, or null when the row has no actions column. */
  actions: RowActions | null;
  busy: boolean;
  onSend(): void;
  onRemind(): void;
}

/** One recommender of the table: name, e-mail, its statuses, the letter's step and the row's actions. */
export function RecommenderRow({ record, twoSteps, actions, busy, onSend, onRemind }: RecommenderRowProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const step = twoStep(record);
  return (
    <TableRow data-testid={`recommender-${record.row_number}`}>
      <TableCell>{record.name}</TableCell>
      <TableCell sx={{ wordBreak: 'break-all' }}>{record.email}</TableCell>
      <TableCell>
        {t(`portal.recommend.send.${sendStatus(record)}`)}
        {record.sent_at !== null && (
          <Typography variant="caption" component="div">
            {t('portal.recommend.sentAt', { time: formatMoment(record.sent_at, locale) })}
          </Typography>
        )}
      </TableCell>
      <TableCell>{t(`portal.recommend.fill.${fillStatus(record)}`)}</TableCell>
      <TableCell>{t(`portal.recommend.mail.${record.email_status}`)}</TableCell>
      <TableCell>{t(`portal.recommend.letter.${letterStatus(record)}`)}</TableCell>
      {twoSteps && (
        <TableCell>
          {t('portal.recommend.step.label', { step: Math.max(step, 1) })}
          <Typography variant="caption" component="div">
            {t(`portal.recommend.step.${step}`)}
          </Typography>
        </TableCell>
      )}
      {actions && (
        <TableCell>
          <RecommenderActions record={record} actions={actions} busy={busy} onSend={onSend} onRemind={onRemind} />
        </TableCell>
      )}
    </TableRow>
  );
}
