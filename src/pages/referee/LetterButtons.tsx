import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../renderers/ui/Notice';
import { lazyPart } from '../../components/lazyPart';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import classes from './referee.module.css';

const SubmitDialog = lazyPart(() => import('./SubmitDialog').then((module) => module.SubmitDialog));

/** Props of {@link LetterButtons}. */
export interface LetterButtonsProps {
  submitted: boolean;
  busy: boolean;
  onSave(): void;
  /** Whether the letter may be submitted (its form's checks pass). */
  isValid(): boolean;
  onSubmit(): void;
}

/** Save and submit under the letter (none once submitted); a submission is confirmed in a dialog first. */
export function LetterButtons({ submitted, busy, onSave, isValid, onSubmit }: LetterButtonsProps) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <>
      {!submitted && (
        <Stack direction="row" spacing={2}>
          <PlainButton variant="outlined" disabled={busy} onClick={onSave}>
            {t('portal.referee.save')}
          </PlainButton>
          <PlainButton variant="contained" disabled={busy} onPointerEnter={SubmitDialog.preload} onFocus={SubmitDialog.preload} onClick={() => isValid() && setAsking(true)}>
            {t('portal.referee.submit')}
          </PlainButton>
        </Stack>
      )}
      <SubmitDialog
        when={asking}
        failed={
          <Notice severity="error" className={classes.unavailable} onClose={() => setAsking(false)} closeLabel={t('portal.referee.dismiss')}>
            {t('portal.referee.submitUnavailable')}
          </Notice>
        }
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onSubmit();
        }}
      />
    </>
  );
}
