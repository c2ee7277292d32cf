import { Alert, AlertTitle, Box, Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../protocol/apply';
import { RecordTable } from '../home/RecordTable';
import { toAuditRows } from './timeline';

/** The audit status per column: passed, or failed with its reason; the failed columns are listed first, prominently. */
export function AuditTable({ audit }: { audit: AuditEntry[] }) {
  const { t } = useTranslation();
  const audited = toAuditRows(audit);
  const failed = audited.filter((row) => !row.passed);
  const rows = audited.map((row) => [
    row.name,
    <Chip key="status" size="small" label={row.statusText} color={row.passed ? 'success' : 'error'} variant="outlined" />,
    row.passed ? '--' : (
      <Box key="reason" component="strong" sx={{ color: 'error.dark' }}>
        {row.reason || '--'}
      </Box>
    ),
  ]);
  return (
    <>
      {failed.length > 0 && (
        <Alert severity="error" id="progress-failed-items">
          <AlertTitle component="h2" sx={{ fontSize: '1rem' }}>
            {t('portal.progress.failedItems')}
          </AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {failed.map((row) => (
              <li key={row.column}>{row.reason ? t('portal.progress.failedItem', { name: row.name, reason: row.reason }) : row.name}</li>
            ))}
          </Box>
        </Alert>
      )}
      <RecordTable
        id="progress-audit"
        title={t('portal.progress.audit')}
        columns={[t('portal.progress.column'), t('portal.progress.result'), t('portal.progress.reason')]}
        rows={rows}
        emptyText={t('portal.progress.noAudit')}
      />
    </>
  );
}
