import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RecommendationListData } from '../../../protocol/recommend';
import { useProjectStore } from '../../store';
import { formatMoment } from './format';
import { RecommenderActions } from './RecommenderActions';
import { fillStatus, letterStatus, rowActions, sendStatus, twoStep } from './status';

/** Props of {@link RecommenderTable}. */
export interface RecommenderTableProps {
  data: RecommendationListData;
  readOnly: boolean;
  /** Recommendation ids whose send button waits (unconfirmed e-mail change, repeated e-mail). */
  blocked: Set<number>;
  busy: number | null;
  now: number;
  onSend(id: number): void;
  onRemind(id: number): void;
}

/** The recommenders with their send, filling, invitation e-mail and letter statuses (never the letter). */
export function RecommenderTable({ data, readOnly, blocked, busy, now, onSend, onRemind }: RecommenderTableProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const view = { showReferee: data.showReferee, twoStep: data.twoStep, readOnly };
  const withActions = data.showReferee && !readOnly;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('portal.recommend.title')}>
        <TableHead>
          <TableRow>
            <TableCell component="th">{t('portal.recommend.col.name')}</TableCell>
            <TableCell component="th">{t('portal.recommend.col.email')}</TableCell>
            <TableCell component="th">{t('portal.recommend.col.send')}</TableCell>
            <TableCell component="th">{t('portal.recommend.col.fill')}</TableCell>
            <TableCell component="th">{t('portal.recommend.col.mail')}</TableCell>
            <TableCell component="th">{t('portal.recommend.col.letter')}</TableCell>
            {data.twoStep && <TableCell component="th">{t('portal.recommend.col.step')}</TableCell>}
            {withActions && <TableCell component="th">{t('portal.recommend.col.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.list.map((record) => {
            const step = twoStep(record);
            return (
              <TableRow key={record.id} data-testid={`recommender-${record.row_number}`}>
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
                {data.twoStep && (
                  <TableCell>
                    {t('portal.recommend.step.label', { step: Math.max(step, 1) })}
                    <Typography variant="caption" component="div">
                      {t(`portal.recommend.step.${step}`)}
                    </Typography>
                  </TableCell>
                )}
                {withActions && (
                  <TableCell>
                    <RecommenderActions
                      record={record}
                      actions={rowActions(record, { ...view, blocked: blocked.has(record.id) }, now)}
                      busy={busy === record.id}
                      onSend={() => onSend(record.id)}
                      onRemind={() => onRemind(record.id)}
                    />
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
