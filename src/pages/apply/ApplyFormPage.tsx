import { Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ApplyShell } from './ApplyShell';
import { SubmitSlot } from './slots';

/** `#/applyform`: the side menu with the batch/track choice; `?step=submit` shows the submit step. */
export default function ApplyFormPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const submit = params.get('step') === 'submit';
  return (
    <ApplyShell current={submit ? 'submit' : null}>
      {({ data }) =>
        submit && data.menu.batch_state === 2 ? (
          <SubmitSlot />
        ) : (
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography>{data.menu.batch_state === 2 ? t('portal.apply.introChosen') : t('portal.apply.intro')}</Typography>
          </Paper>
        )
      }
    </ApplyShell>
  );
}
