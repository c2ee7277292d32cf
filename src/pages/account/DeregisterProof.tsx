import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ProjectRef } from '../../../protocol/account';
import { accountApi } from '../../api';
import type { SessionUser } from '../../store';
import { AccountField } from './AccountField';
import { CodeInput } from './CodeInput';
import type { BoundField } from './useAccountForm';
import { codeRule, required, type Rule } from './validation';

/** How the holder confirms a deregistration: the account's password, or a code sent to its phone or e-mail. */
export type ProofMode = 'password' | 'code';

/** The confirmation form's values. */
export interface DeregisterProofValues extends Record<string, string> {
  password: string;
  code: string;
}

export const EMPTY_PROOF: DeregisterProofValues = { password: '', code: '' };

/** Each mode checks only its own field. */
export const PROOF_RULES: Record<ProofMode, Partial<Record<keyof DeregisterProofValues, Rule<DeregisterProofValues>>>> = {
  password: { password: required },
  code: { code: codeRule },
};

/** Where a deregistration code goes (as shown) and the call that sends it. */
export interface CodeRoute {
  target: string;
  send(): Promise<string>;
}

/** The account's phone when it has one, else its e-mail (the server checks the code against the same address). */
export function codeRouteOf(user: SessionUser, project: ProjectRef): CodeRoute | null {
  const { mobile, email } = user;
  const phoneCode = user.phone_code ?? undefined;
  if (mobile) return { target: `${phoneCode ?? ''} ${mobile}`.trim(), send: () => accountApi.sendSms({ ...project, mobile, phone_code: phoneCode, purpose: 'deregister' }) };
  if (email) return { target: email, send: () => accountApi.sendMailCode({ ...project, email, purpose: 'deregister' }) };
  return null;
}

/** Props of {@link DeregisterProof}. */
export interface DeregisterProofProps {
  mode: ProofMode;
  password: BoundField;
  code: BoundField;
  route: CodeRoute | null;
  /** The outcome of sending a code. */
  onCodeResult(result: { ok: boolean; message: string }): void;
  /** Offered when the account has both a password and an address for a code. */
  onSwitch?: () => void;
}

/** The confirmation inputs of the deregistration dialog: the password, or the code with its "Get code" button. */
export function DeregisterProof({ mode, password, code, route, onCodeResult, onSwitch }: DeregisterProofProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Typography variant="body2">{mode === 'code' && route ? t('portal.deregister.proofCode', { target: route.target }) : t('portal.deregister.proofPassword')}</Typography>
      {mode === 'code' && route ? (
        <CodeInput field={code} id="deregister-code" send={route.send} onResult={onCodeResult} />
      ) : (
        <AccountField {...password} id="deregister-password" label={t('portal.account.field.password')} type="password" autoComplete="current-password" required fullWidth />
      )}
      {onSwitch && (
        <Button variant="text" onClick={onSwitch} sx={{ alignSelf: 'flex-start' }}>
          {mode === 'password' ? t('portal.deregister.useCode') : t('portal.deregister.usePassword')}
        </Button>
      )}
    </Stack>
  );
}
