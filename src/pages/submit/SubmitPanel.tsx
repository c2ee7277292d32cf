import { Alert, Button, Checkbox, FormControlLabel, FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LoadState } from '../../components/LoadState';
import { useApplyContext } from '../apply/applyContext';
import { TitledPaper } from '../../components/TitledPaper';
import { incompleteFromMenu } from './incomplete';
import { IncompleteList } from './IncompleteList';
import { SignatureStep, type SignatureValue } from './SignatureStep';
import { SubmittedState } from './SubmittedState';
import { useSubmit } from './useSubmit';
import { type SubmitData, useSubmitData } from './useSubmitData';

/** The submit step of the apply-form (`#/applyform?step=submit`): completeness, acknowledgement, signature, submit. */
export default function SubmitPanel() {
  const { t } = useTranslation();
  const { remote, retry } = useSubmitData();
  const apply = useApplyContext();
  // A withdrawn application is editable again: the shell around (read-only notice, batch choice) reloads too.
  const changed = () => {
    retry();
    apply.reload();
  };
  return (
    <TitledPaper id="submit-title" level={2} title={t('portal.submit.title')}>
      {remote.state !== 'ready' ? (
        <LoadState area="submit" state={remote.state} error={remote.state === 'error' ? remote.error : undefined} onRetry={retry} />
      ) : remote.data.menu.status === 'submitted' ? (
        <SubmittedState submittedAt={remote.data.menu.submitted_at} onChanged={changed} />
      ) : (
        <SubmitForm data={remote.data} />
      )}
    </TitledPaper>
  );
}

function SubmitForm({ data }: { data: SubmitData }) {
  const { t } = useTranslation();
  const [acknowledged, setAcknowledged] = useState(false);
  const [signature, setSignature] = useState<SignatureValue>({ accepted: false, uid: '', present: data.confirm.signature.present });
  const { state, submit, resolve } = useSubmit();
  const acknowledge = (checked: boolean) => {
    setAcknowledged(checked);
    if (checked) resolve('ackError');
  };
  const sign = (value: SignatureValue) => {
    setSignature(value);
    if (value.accepted && value.present) resolve('signatureError');
  };
  return (
    <>
      <IncompleteList modules={state.serverIncomplete ?? incompleteFromMenu(data.menu.list)} fromServer={state.serverIncomplete !== null} />
      <Stack spacing={1} component="section" aria-labelledby="submit-ack-title">
        <Typography id="submit-ack-title" component="h3" variant="h6">
          {data.confirm.title}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>{data.confirm.content}</Typography>
        <FormControlLabel
          control={<Checkbox checked={acknowledged} onChange={(event) => acknowledge(event.target.checked)} slotProps={{ input: { 'aria-describedby': state.ackError ? 'submit-ack-error' : undefined } }} />}
          label={t('portal.submit.acknowledge')}
        />
        {state.ackError && (
          <FormHelperText id="submit-ack-error" error role="alert">
            {state.ackError}
          </FormHelperText>
        )}
      </Stack>
      <SignatureStep onFile={data.confirm.signature.uid} value={signature} onChange={sign} error={state.signatureError} />
      {state.failure && (
        <Alert severity="error" role="alert">
          {state.failure}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" size="large" disabled={state.busy} onClick={() => void submit(acknowledged, signature)}>
          {state.busy ? t('portal.submit.submitting') : t('portal.submit.submit')}
        </Button>
        <Button component={RouterLink} to="/preview" variant="outlined" size="large">
          {t('portal.submit.preview')}
        </Button>
      </Stack>
    </>
  );
}
