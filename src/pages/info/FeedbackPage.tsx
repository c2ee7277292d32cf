import { Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import { useFeedbackList } from './useFeedbackList';

/** `/feedback` (signed in): send feedback, then the list of what you sent before. */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const listHeading = useId();
  const list = useFeedbackList();
  return (
    <Stack spacing={3}>
      <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Stack spacing={2}>
          <Typography component="h1" variant="h4">
            {t('portal.info.feedback.title')}
          </Typography>
          <Typography color="text.secondary">{t('portal.info.feedback.intro')}</Typography>
          <FeedbackForm onSent={list.prepend} />
        </Stack>
      </Paper>
      <Paper component="section" variant="outlined" aria-labelledby={listHeading} sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography id={listHeading} component="h2" variant="h5" gutterBottom>
          {t('portal.info.feedback.listTitle')}
        </Typography>
        <FeedbackList {...list} onMore={list.loadMore} onRetry={list.retry} />
      </Paper>
    </Stack>
  );
}
