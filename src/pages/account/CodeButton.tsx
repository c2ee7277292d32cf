import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiFailure } from '../../api/failure';
import { CODE_WAIT_SECONDS, retryAfterOf } from './countdown';
import { failureText } from '../../components/failureText';
import { PlainButton } from '../../../renderers/ui/PlainButton';
import classes from './forms.module.css';
import { useCountdown } from './useCountdown';

/** Width of the verification-code button (spec section 9). */
export const CODE_BUTTON_WIDTH = 118;

/** Props of {@link CodeButton}. */
export interface CodeButtonProps {
  /** Sends the code; resolves with the server's message. */
  send(): Promise<string>;
  /** Checks the address first; false stops the send (the form shows why). */
  canSend?(): boolean;
  /** The outcome to show: the server's message, or its refusal (429 throttle message included). */
  onResult(result: { ok: boolean; message: string }): void;
}

/** "Get code": 118 px wide, a 60 s countdown after sending, and the server's Retry-After wait when throttled. */
export function CodeButton({ send, canSend, onResult }: CodeButtonProps) {
  const { t } = useTranslation();
  const { left, start } = useCountdown();
  const [busy, setBusy] = useState(false);
  const click = async () => {
    if (canSend && !canSend()) return;
    setBusy(true);
    try {
      const message = await send();
      start(CODE_WAIT_SECONDS);
      onResult({ ok: true, message });
    } catch (error) {
      if (isApiFailure(error) && error.status === 429) start(retryAfterOf(error.data));
      onResult({ ok: false, message: failureText(error, t) });
    } finally {
      setBusy(false);
    }
  };
  const label = busy ? t('portal.account.code.sending') : left > 0 ? t('portal.account.code.wait', { seconds: left }) : t('portal.account.code.send');
  return (
    <PlainButton variant="outlined" onClick={() => void click()} disabled={busy || left > 0} className={classes.codeButton} style={{ width: CODE_BUTTON_WIDTH, minWidth: CODE_BUTTON_WIDTH }}>
      {label}
    </PlainButton>
  );
}
