import { Box, Stack } from '@mui/material';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalForm, type PortalFormHandle } from '../../../renderers';
import { Notice } from '../../../renderers/ui/Notice';
import type { RawFieldDefinitions } from '../../../schema-adapters';
import { resolveFileLink } from '../../api/fileLinks';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import text from '../../../renderers/ui/typography.module.css';
import { PortalFormRuntime, portalFormRuntime } from '../../formRuntime';
import { useProjectStore, useSessionStore } from '../../store';
import classes from './activityPage.module.css';
import { prefillFromUser } from './formContacts';
import { useParticipant } from './useParticipant';
import { useSignUp } from './useSignUp';

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  activityId: number;
  /** The activity's sign-up fields as the server sends them. */
  fields: RawFieldDefinitions;
  onDone: (notice: string) => void;
}

/** The activity's sign-up form (phone and e-mail prefilled for a signed-in applicant) and its Sign up button. */
export function SignUpForm({ activityId, fields, onDone }: SignUpFormProps) {
  const { t } = useTranslation();
  const locale = useProjectStore((state) => state.locale);
  const user = useSessionStore((state) => state.userInfo);
  const { signedIn } = useParticipant();
  const formRef = useRef<PortalFormHandle>(null);
  const initial = useMemo(() => prefillFromUser(portalFormRuntime.parse(fields), signedIn ? user : null), [fields, signedIn, user]);
  const { submit, busy, problem, serverErrors } = useSignUp(activityId, fields, formRef, onDone);
  return (
    <Stack component="section" spacing={2} aria-labelledby="activity-signup-title">
      <h3 id="activity-signup-title" className={text.h6}>
        {t('portal.activity.signUp.title')}
      </h3>
      {!signedIn && <p className={`${text.body2} ${text.secondary}`}>{t('portal.activity.signUp.contactHint')}</p>}
      <Box>
        <PortalFormRuntime>
          <PortalForm ref={formRef} fields={fields} values={initial} locale={locale} fileLink={resolveFileLink} externalErrors={serverErrors} userName={user?.name} />
        </PortalFormRuntime>
      </Box>
      {problem && (
        <Notice severity="error" role="alert">
          {problem}
        </Notice>
      )}
      <PlainButton variant="contained" onClick={() => void submit()} disabled={busy} className={classes.start}>
        {busy ? t('portal.activity.signUp.sending') : t('portal.activity.signUp.submit')}
      </PlainButton>
    </Stack>
  );
}
