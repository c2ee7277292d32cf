import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TableItem } from '../../../protocol/apply';
import { applyApi } from '../../api';
import { LoadState } from '../../components/LoadState';
import { useRemote } from '../../components/useRemote';

const loadTables = () => applyApi.tableInfo();

function itemName(name: string, locale: string): string {
  try {
    const parsed = JSON.parse(name) as Record<string, string>;
    return parsed[locale] ?? parsed.sc ?? name;
  } catch {
    return name;
  }
}

/** The supplementary-information tables (batch.tableInfo), one per item, for modules whose layout asks for them. */
export function SupplementaryTable() {
  const { t, i18n } = useTranslation();
  const { remote, retry } = useRemote(loadTables);
  if (remote.state !== 'ready') return <LoadState area="apply" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />;
  const items: TableItem[] = remote.data.list;
  return (
    <section aria-labelledby="apply-table-title">
      <Typography id="apply-table-title" component="h3" variant="h6" sx={{ mt: 3 }}>{t('portal.apply.table.title')}</Typography>
      {items.length === 0 && <Typography>{t('portal.apply.table.empty')}</Typography>}
      {items.map((item, index) => {
        const info = item.user_ancillary_info;
        return (
          <TableContainer key={index} sx={{ mt: 1 }}>
            <Table size="small" aria-label={itemName(item.name, i18n.language)}>
              <TableHead>
                <TableRow>
                  {info.table_title_list.map((title, column) => (
                    <TableCell key={column} sx={{ width: info.table_value_width[column] }}>{title}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {info.table_value_list.map((row, rowIndex) => (
                  <TableRow key={rowIndex}>{row.map((cell, column) => <TableCell key={column}>{cell}</TableCell>)}</TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        );
      })}
    </section>
  );
}
