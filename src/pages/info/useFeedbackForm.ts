import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackItem } from '../../../protocol/content';
import { publicApi } from '../../api';
import { failureText } from '../../components/failureText';
import { checkFeedback } from './feedback';

/** Where sending the feedback stands. */
export type FeedbackStatus = { kind: 'idle' | 'busy' | 'sent' } | { kind: 'failed'; message: string };

/** The feedback form's fields, its check (the content field focused when it fails) and the call that sends it. */
export function useFeedbackForm(onSent: (item: FeedbackItem) => void) {
  const { t } = useTranslation();
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [problem, setProblem] = useState<'empty' | 'tooLong' | null>(null);
  const [status, setStatus] = useState<FeedbackStatus>({ kind: 'idle' });

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
  const changeContent = (next: string) => {
    setContent(next);
    if (problem) setProblem(null);
  };
  return { contentRef, content, changeContent, contact, setContact, problem, status, submit };
}
