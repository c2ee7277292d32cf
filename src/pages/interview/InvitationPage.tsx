import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AdmissionInfoData } from '../../../protocol/retest';
import { confirmStep } from '../../api/results';
import { failureText } from '../../components/failureText';
import { useBusyAction } from '../../components/useBusyAction';
import { formatTime } from '../apply/windows';
import { DeclineDialog } from './DeclineDialog';
import { InterviewFrame } from './InterviewFrame';
import { InvitationDetails } from './InvitationDetails';
import { useAdmissionInfo } from './useAdmissionInfo';

/**
 * `/interview_invitation` and `/is_interview` (the same decision screen, reached from the menu and from the progress):
 * the invitation, and accept or decline (with a reason) until its answer-by time; then the answer or that it passed.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const { remote, retry } = useAdmissionInfo();
  return (
    <InterviewFrame
      id="interview-title"
      title={t('portal.interview.title')}
      remote={remote}
      retry={retry}
      empty={t('portal.interview.empty')}
      render={(data) => (data.interview ? <Invitation data={data} onAnswered={retry} /> : null)}
    />
  );
}

function Invitation({ data, onAnswered }: { data: AdmissionInfoData; onAnswered: () => void }) {
  const { t, i18n } = useTranslation();
  const [declining, setDeclining] = useState(false);
  const { busy, problem, setProblem, run } = useBusyAction();
  const interview = data.interview;
  if (!interview) return null;
  const answer = data.confirmations.interview;

  const send = (confirm: 0 | 1, reason = '') =>
    run(
      async () => {
        await confirmStep('interview', confirm, reason);
        setDeclining(false);
        onAnswered();
      },
      (error) => failureText(error, t),
    );

  let status;
  if (answer) {
    const at = formatTime(answer.at, i18n.language);
    status =
      answer.confirm === 1 ? (
        <Alert severity="success" data-testid="interview-answer" data-answer="accepted">{t('portal.interview.accepted', { time: at })}</Alert>
      ) : (
        <Alert severity="info" data-testid="interview-answer" data-answer="declined">{t('portal.interview.declined', { time: at, reason: answer.reason })}</Alert>
      );
  } else if (!interview.open) {
    status = <Alert severity="warning" data-testid="interview-answer" data-answer="closed">{t('portal.interview.closed')}</Alert>;
  } else {
    status = (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" disabled={busy} onClick={() => void send(1)} data-testid="interview-accept">
          {t('portal.interview.accept')}
        </Button>
        <Button variant="outlined" disabled={busy} onClick={() => setDeclining(true)} data-testid="interview-decline">
          {t('portal.interview.decline.button')}
        </Button>
      </Stack>
    );
  }
  return (
    <>
      <InvitationDetails interview={interview} />
      {problem && <Alert severity="error" role="alert" onClose={() => setProblem('')}>{problem}</Alert>}
      {status}
      {interview.result && (
        <Button component={RouterLink} to="/interview_result_confirm" variant="text" sx={{ alignSelf: 'flex-start' }}>
          {t('portal.interview.toResult')}
        </Button>
      )}
      {declining && <DeclineDialog open busy={busy} onDecline={(reason) => void send(0, reason)} onClose={() => setDeclining(false)} />}
    </>
  );
}
