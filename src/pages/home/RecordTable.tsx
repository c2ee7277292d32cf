import { Alert, Box, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography, useMediaQuery } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

/** Below this width each record is a card of label and value pairs, so no column hides off-screen. */
const NARROW = '(max-width: 599.98px)';

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

/** A titled section with a table of records (cards on a phone), or its empty state. */
export function RecordTable({ id, title, columns, rows, emptyText }: RecordTableProps) {
  const narrow = useMediaQuery(NARROW);
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Alert severity="info">{emptyText}</Alert>
      ) : narrow ? (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row, index) => (
            <Paper key={index} component="li" variant="outlined" sx={{ p: 1.5 }}>
              <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0 }}>
                {row.map((cell, column) => (
                  <Fragment key={column}>
                    <Box component="dt" sx={{ fontWeight: 600 }}>
                      {columns[column]}
                    </Box>
                    <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {cell}
                    </Box>
                  </Fragment>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
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
