import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useProjectStore } from '../../store';
import { contentIn } from './content';
import { LoadState } from '../../components/LoadState';
import { SafeHtml } from './SafeHtml';
import { useSinglePage } from './useContent';

/** Props of {@link SinglePageView}. */
export interface SinglePageViewProps {
  /** The page's slug on the server. */
  slug: string;
  /** The heading shown while the page loads or when it fails (the server's title replaces it). */
  fallbackTitle: string;
  /** Heading level of the page title (1 on its own screen). */
  level?: 1 | 2;
  /** Shown under the body (links onwards). */
  children?: ReactNode;
}

/** A server single page: its title as a heading and its HTML body (sanitised), with loading and error states. */
export function SinglePageView({ slug, fallbackTitle, level = 1, children }: SinglePageViewProps) {
  const locale = useProjectStore((state) => state.locale);
  const { remote, retry } = useSinglePage(slug);
  const content = remote.state === 'ready' ? contentIn(remote.data, locale) : null;
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} aria-busy={remote.state === 'loading'}>
      <Stack spacing={2}>
        <Typography component={level === 1 ? 'h1' : 'h2'} variant={level === 1 ? 'h4' : 'h5'}>
          {content?.title || fallbackTitle}
        </Typography>
        {remote.state === 'ready' ? <SafeHtml html={content?.body ?? ''} /> : <LoadState area="info" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />}
        {children}
      </Stack>
    </Paper>
  );
}
