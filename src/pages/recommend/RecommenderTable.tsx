import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RecommendationListData } from '../../../protocol/recommend';
import { RecommenderRow } from './RecommenderRow';
import { rowActions } from './status';

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
          {data.list.map((record) => (
            <RecommenderRow
              key={record.id}
              record={record}
              twoSteps={data.twoStep}
              actions={withActions ? rowActions(record, { ...view, blocked: blocked.has(record.id) }, now) : null}
              busy={busy === record.id}
              onSend={() => onSend(record.id)}
              onRemind={() => onRemind(record.id)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
