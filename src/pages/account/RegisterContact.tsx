import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CodeButtonProps } from './CodeButton';
import { CodeInput } from './CodeInput';
import type { FormNotice } from './FormMessage';
import { PhoneInput } from './PhoneInput';
import type { RegisterMethod, RegisterValues } from './registerRules';
import type { AccountForm } from './useAccountForm';

interface RegisterContactProps {
  method: RegisterMethod;
  form: AccountForm<RegisterValues>;
  /** Sends the SMS code to the phone typed. */
  sendCode: CodeButtonProps['send'];
  onNotice(notice: FormNotice): void;
}

/** The contact a registration is made with: the phone and its SMS code, or the e-mail address. */
export function RegisterContact({ method, form, sendCode, onNotice }: RegisterContactProps) {
  const { t } = useTranslation();
  if (method === 'email') {
    return <TextField {...form.bind('email')} id="register-email" label={t('portal.account.field.email')} type="email" autoComplete="email" required />;
  }
  return (
    <>
      <PhoneInput code={form.bind('phone_code')} mobile={form.bind('mobile')} idPrefix="register" />
      <CodeInput
        field={form.bind('code')}
        id="register-code"
        canSend={() => {
          form.bind('mobile').onBlur();
          return !form.errors.mobile;
        }}
        send={sendCode}
        onResult={({ ok, message }) => onNotice({ severity: ok ? 'success' : 'error', text: message })}
      />
    </>
  );
}
