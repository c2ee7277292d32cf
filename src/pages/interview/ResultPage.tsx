import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { AdmissionInfoData } from '../../../protocol/retest';
import { formatTime } from '../apply/windows';
import { InterviewFrame } from './InterviewFrame';
import { useAdmissionInfo } from './useAdmissionInfo';

/** `/interview_result_confirm`: the interview's result; when passed, the way to the protocol to confirm. */
export default function ResultPage() {
  const { t } = useTranslation();
  const { remote, retry } = useAdmissionInfo();
  return (
    <InterviewFrame
      id="interview-result-title"
      title={t('portal.interview.result.title')}
      remote={remote}
      retry={retry}
      empty={t('portal.interview.result.empty')}
      render={(data) => (data.interview?.result ? <Result data={data} /> : null)}
    />
  );
}

function Result({ data }: { data: AdmissionInfoData }) {
  const { t, i18n } = useTranslation();
  const result = data.interview?.result;
  if (!result) return null;
  const confirmed = data.confirmations.interview_result;
  const passed = result.result === 'passed';
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={passed ? 'success' : 'info'} data-testid="interview-result" data-result={result.result} sx={{ alignSelf: 'stretch' }}>
        {t(passed ? 'portal.interview.result.passed' : 'portal.interview.result.failed')}
      </Alert>
      {passed && confirmed && (
        <Alert severity="success" data-testid="interview-protocol-state" sx={{ alignSelf: 'stretch' }}>
          {t('portal.interview.protocol.confirmed', { time: formatTime(confirmed.at, i18n.language) })}
        </Alert>
      )}
      {passed && (
        <Button component={RouterLink} to="/interview_result_confirm/protocol" variant={confirmed ? 'outlined' : 'contained'} data-testid="interview-to-protocol">
          {t(confirmed ? 'portal.interview.protocol.view' : 'portal.interview.protocol.open')}
        </Button>
      )}
    </Stack>
  );
}
