import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useProjectTitle } from '../../app/hooks';

/** The frame of the referee's screens (no portal header or footer): the project title, one h1 and the content. */
export function RefereeFrame({ title, children }: { title: string; children: ReactNode }) {
  const project = useProjectTitle();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', py: { xs: 2, md: 4 } }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {project}
      </Typography>
      <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        {children}
      </Paper>
    </Box>
  );
}
