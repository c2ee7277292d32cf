import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { InterviewInfo } from '../../../protocol/retest';
import { formatAppointment } from '../apply/windows';

/** Time, place, answer-by time and notice of the invitation, as a description list. */
export function InvitationDetails({ interview }: { interview: InterviewInfo }) {
  const { t, i18n } = useTranslation();
  const time = (seconds: number | null) => (seconds ? formatAppointment(seconds, i18n.language) : '--');
  const rows: Array<[string, string]> = [
    [t('portal.interview.time'), time(interview.time)],
    [t('portal.interview.place'), interview.place || '--'],
    [t('portal.interview.confirmBy'), interview.confirm_by ? time(interview.confirm_by) : t('portal.interview.noConfirmBy')],
  ];
  return (
    <Box component="dl" data-testid="interview-details" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
      {interview.notice && (
        <>
          <Typography component="dt" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {t('portal.interview.notice')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line' }}>
            {interview.notice}
          </Typography>
        </>
      )}
    </Box>
  );
}
