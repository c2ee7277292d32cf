import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '../../../protocol/content';
import { publicApi } from '../../api';
import { CONTACT_MAX, FEEDBACK_MAX, checkFeedback, feedbackLength } from './feedback';
import { failureText } from '../../components/failureText';

/** Props of {@link FeedbackForm}. */
export interface FeedbackFormProps {
  /** Called with the feedback the server stored. */
  onSent: (item: FeedbackItem) => void;
}

/** The feedback form: content (up to 2000 characters, live count) and an optional contact. */
export function FeedbackForm({ onSent }: FeedbackFormProps) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'sent' } | { kind: 'failed'; message: string }>({ kind: 'idle' });
  const count = feedbackLength(content);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkFeedback(content);
    setProblem(found);
    if (found) return contentRef.current?.focus();
    setStatus({ kind: 'busy' });
    try {
      const item = await publicApi.sendFeedback({ content: content.trim(), contact: contact.trim() || undefined });
      setContent('');
      setContact('');
      setStatus({ kind: 'sent' });
      onSent(item);
    } catch (error) {
      setStatus({ kind: 'failed', message: failureText(error, t) });
    }
  };

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
          onChange={(event) => {
            setContent(event.target.value);
            if (problem) setProblem(null);
          }}
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
