import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A description list of facts (term beside its value), in two columns that wrap long values. */
export function FactList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0, alignItems: 'baseline' }}>
      {children}
    </Box>
  );
}

/** One fact of a {@link FactList}. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
