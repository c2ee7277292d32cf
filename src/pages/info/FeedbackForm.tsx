import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '../../../protocol/content';
import { CONTACT_MAX, FEEDBACK_MAX, feedbackLength } from './feedback';
import { useFeedbackForm } from './useFeedbackForm';

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  /** Called with the feedback the server stored. */
  onSent: (item: FeedbackItem) => void;
}

/** The feedback form: content (up to 2000 characters, live count) and an optional contact. */
export function FeedbackForm({ onSent }: FeedbackFormProps) {
  const { t } = useTranslation();
  const { contentRef, content, changeContent, contact, setContact, problem, status, submit } = useFeedbackForm(onSent);
  const count = feedbackLength(content);

  const problemText = problem === 'empty' ? t('portal.info.feedback.empty') : problem === 'tooLong' ? t('portal.info.feedback.tooLong', { max: FEEDBACK_MAX }) : '';
  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={2}>
        {status.kind === 'sent' && <Alert severity="success">{t('portal.info.feedback.sent')}</Alert>}
        {status.kind === 'failed' && <Alert severity="error">{status.message}</Alert>}
        <TextField
          inputRef={contentRef}
          label={t('portal.info.feedback.content')}
          name="content"
          required
          multiline
          minRows={5}
          value={content}
          error={problem !== null || count > FEEDBACK_MAX}
          onChange={(event) => changeContent(event.target.value)}
          helperText={[problemText, t('portal.info.feedback.count', { count, max: FEEDBACK_MAX })].filter(Boolean).join(' · ')}
        />
        <TextField
          label={t('portal.info.feedback.contact')}
          name="contact"
          autoComplete="email"
          value={contact}
          onChange={(event) => setContact(event.target.value)}
          helperText={t('portal.info.feedback.contactHint')}
          slotProps={{ htmlInput: { maxLength: CONTACT_MAX } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={status.kind === 'busy'}>
            {status.kind === 'busy' ? t('portal.info.feedback.submitting') : t('portal.info.feedback.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
