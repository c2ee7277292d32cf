import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouteButton } from '../../components/route/RouteButton';
import { TitledPaper } from '../../components/TitledPaper';
import { SupplementLoader } from './SupplementLoader';
import { DraftState, SupplementStatus } from './SupplementStatus';

/** `/supplement`: the supplementary materials' status and deadline, with the way to the form and its preview. */
export default function SupplementPage() {
  const { t } = useTranslation();
  return (
    <TitledPaper id="supplement-title" level={1} title={t('portal.supplement.title')}>
      <SupplementLoader>
        {(data) => (
          <>
            <SupplementStatus data={data} />
            {data.submitted_at === null && <DraftState data={data} />}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <RouteButton to="/supplementary-form" variant={data.open ? 'contained' : 'outlined'}>
                {t(data.open ? 'portal.supplement.fill' : 'portal.supplement.view')}
              </RouteButton>
              <RouteButton to="/supplement/preview" variant="outlined">
                {t(data.open ? 'portal.supplement.preview' : 'portal.supplement.previewOnly')}
              </RouteButton>
            </Stack>
          </>
        )}
      </SupplementLoader>
    </TitledPaper>
  );
}
