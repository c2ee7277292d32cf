import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { RefereeLoginData } from '../../../protocol/recommend';
import { recommendApi } from '../../api';
import { useSessionStore } from '../../store';
import { failureText } from '../../components/failureText';
import { EmailCheck } from './EmailCheck';
import { RefereeFrame } from './RefereeFrame';
import { useRefereeSession } from './useRefereeSession';
import { letterPath, tokenOf } from './variant';

type Step = { kind: 'checking' } | { kind: 'failed'; text: string } | { kind: 'check'; info: RefereeLoginData['info'] };

/** `#/ref_login?token=…`: the referee's own login from the invitation link, then the e-mail check. */
export default function RefLoginPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = tokenOf(search);
  const navigate = useNavigate();
  const setRecommender = useSessionStore((state) => state.setRecommender);
  const { variant } = useRefereeSession();
  const [step, setStep] = useState<Step>({ kind: 'checking' });

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    recommendApi.refereeLogin({ token }).then(
      (data) => live && setStep({ kind: 'check', info: data.info }),
      (error: unknown) => live && setStep({ kind: 'failed', text: failureText(error, t) }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);

  return (
    <RefereeFrame title={t('portal.referee.loginTitle')}>
      {!token && <Alert severity="error">{t('portal.referee.noToken')}</Alert>}
      {token && step.kind === 'checking' && (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('portal.referee.checking')}</Typography>
        </Box>
      )}
      {token && step.kind === 'failed' && <Alert severity="error">{step.text}</Alert>}
      {token && step.kind === 'check' && (
        <>
          <Typography sx={{ mb: 3 }}>
            {t('portal.referee.greeting', { name: step.info.name, applicant: step.info.applicant_name, project: step.info.project.title })}
          </Typography>
          <EmailCheck
            token={token}
            info={step.info}
            onConfirmed={(session) => {
              setRecommender(session);
              void navigate(letterPath(variant), { replace: true });
            }}
          />
        </>
      )}
    </RefereeFrame>
  );
}
