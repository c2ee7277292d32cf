import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { ProtocolContentData } from '../../../protocol/retest';
import { admissionInfo, confirmStep, protocolContent } from '../../api/results';
import { failureText } from '../../components/failureText';
import { useBusyAction } from '../../components/useBusyAction';
import { useRemote } from '../../components/useRemote';
import { formatTime } from '../apply/windows';
import { InterviewFrame } from './InterviewFrame';

/** The protocol of a published result, or null when none is published yet (not an error). */
const loadProtocol = async (): Promise<ProtocolContentData | null> => ((await admissionInfo()).interview?.result ? protocolContent() : null);

/** `/interview_result_confirm/protocol`: the protocol text of a passed interview, confirmed with a tick and a button. */
export default function ProtocolPage() {
  const { t } = useTranslation();
  const load = useCallback(() => loadProtocol(), []);
  const { remote, retry } = useRemote(load);
  return (
    <InterviewFrame
      id="interview-protocol-title"
      title={t('portal.interview.protocol.title')}
      remote={remote}
      retry={retry}
      empty={t('portal.interview.result.empty')}
      render={(data) => (data ? <Protocol data={data} onConfirmed={retry} /> : null)}
    />
  );
}

function Protocol({ data, onConfirmed }: { data: ProtocolContentData; onConfirmed: () => void }) {
  const { t, i18n } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  const { busy, problem, setProblem, run } = useBusyAction();
  const confirm = () =>
    run(
      async () => {
        await confirmStep('interview_result', 1);
        onConfirmed();
      },
      (error) => failureText(error, t),
    );
  return (
    <Stack spacing={2}>
      <Box component="section" aria-labelledby="interview-protocol-text" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxHeight: 480, overflowY: 'auto' }} tabIndex={0}>
        <Typography id="interview-protocol-text" component="h2" variant="h6" gutterBottom>
          {data.title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }} data-testid="interview-protocol-content">
          {data.content}
        </Typography>
      </Box>
      {problem && <Alert severity="error" role="alert" onClose={() => setProblem('')}>{problem}</Alert>}
      {data.result !== 'passed' ? (
        <Alert severity="info">{t('portal.interview.result.failed')}</Alert>
      ) : data.confirmed ? (
        <Alert severity="success" data-testid="interview-protocol-state">
          {t('portal.interview.protocol.confirmed', { time: formatTime(data.confirmed.at, i18n.language) })}
        </Alert>
      ) : (
        <>
          <FormControlLabel control={<Checkbox checked={agreed} onChange={(event) => setAgreed(event.target.checked)} data-testid="interview-protocol-agree" />} label={t('portal.interview.protocol.agree')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" disabled={!agreed || busy} onClick={() => void confirm()} data-testid="interview-protocol-confirm">
              {t('portal.interview.protocol.confirm')}
            </Button>
          </Stack>
        </>
      )}
      <Button component={RouterLink} to="/interview_result_confirm" sx={{ alignSelf: 'flex-start' }}>
        {t('portal.interview.protocol.back')}
      </Button>
    </Stack>
  );
}
