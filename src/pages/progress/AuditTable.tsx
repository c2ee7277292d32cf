import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '../../../protocol/apply';
import { RecordTable } from '../home/RecordTable';
import { toAuditRows } from './timeline';

/** The audit status per column: passed, or failed with its reason. */
export function AuditTable({ audit }: { audit: AuditEntry[] }) {
  const { t } = useTranslation();
  const rows = toAuditRows(audit).map((row) => [
    row.name,
    <Chip key="status" size="small" label={row.statusText} color={row.passed ? 'success' : 'error'} variant="outlined" />,
    row.reason || '--',
  ]);
  return (
    <RecordTable
      id="progress-audit"
      title={t('portal.progress.audit')}
      columns={[t('portal.progress.column'), t('portal.progress.result'), t('portal.progress.reason')]}
      rows={rows}
      emptyText={t('portal.progress.noAudit')}
    />
  );
}
