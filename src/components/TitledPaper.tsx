import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface TitledPaperProps {
  /** The heading's id; the paper is labelled by it. */
  id: string;
  title: ReactNode;
  /** A screen's own page (`h1`, an article) or a step inside one (`h2`, a section). */
  level: 1 | 2;
  children: ReactNode;
}

/** An outlined paper labelled by its heading, its content stacked below: the frame of a screen or of one step. */
export function TitledPaper({ id, title, level, children }: TitledPaperProps) {
  const page = level === 1;
  return (
    <Paper component={page ? 'article' : 'section'} variant="outlined" aria-labelledby={id} sx={{ p: page ? { xs: 2, sm: 4 } : { xs: 2, sm: 3 } }}>
      <Stack spacing={page ? 3 : 2.5}>
        <Typography id={id} component={page ? 'h1' : 'h2'} variant={page ? 'h4' : 'h5'}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}
