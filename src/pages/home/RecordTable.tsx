import { Alert, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Props of {@link RecordTable}. */
export interface RecordTableProps {
  /** Id of the section heading (labels the section and the scroll region). */
  id: string;
  title: string;
  columns: string[];
  rows: ReactNode[][];
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
}

/** A titled section with a table of records, scrollable sideways on narrow screens, or its empty state. */
export function RecordTable({ id, title, columns, rows, emptyText }: RecordTableProps) {
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">{emptyText}</Alert>
      ) : (
        <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-labelledby={id}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {column}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={index}>
                  {row.map((cell, column) => (
                    <TableCell key={column}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
