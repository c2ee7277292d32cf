import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { RefereeApplicantInfoData } from '../../../protocol/recommend';

/** Who the letter is for (name, programme, batch and track) and the referee's own details. */
export function ApplicantInfoCard({ info, heading }: { info: RefereeApplicantInfoData; heading: string }) {
  const { t } = useTranslation();
  const rows: Array<[string, string | null]> = [
    [t('portal.referee.applicantName'), info.applicant.name],
    [t('portal.referee.project'), info.project.title],
    [t('portal.referee.batch'), info.batch],
    [t('portal.referee.track'), info.track],
    [t('portal.referee.recommender'), `${info.recommender.name} (${info.recommender.email})`],
  ];
  return (
    <Box component="section" aria-labelledby="referee-applicant" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" id="referee-applicant" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 1, m: 0 }}>
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid={`referee-info-${label}`}>
                {value}
              </Typography>
            </Box>
          ))}
      </Box>
    </Box>
  );
}
