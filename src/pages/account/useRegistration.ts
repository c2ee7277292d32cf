import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi } from '../../api';
import { failureText } from '../../components/failureText';
import type { FormNotice } from './FormMessage';
import { EMPTY_REGISTRATION, REGISTER_RULES, type RegisterMethod, type RegisterValues } from './registerRules';
import { useAccountForm } from './useAccountForm';
import { useCaptcha } from './useCaptcha';
import { useLoginSuccess } from './useLoginSuccess';
import { useProjectRef } from './useProjectRef';
import { phoneDigits } from './validation';

/**
 * The registration's state and its call: the chosen method, the form, the captcha, the message above the form and the
 * e-mail address a registration link went to ('' until then); a phone registration signs in at once.
 */
export function useRegistration() {
  const { t } = useTranslation();
  const project = useProjectRef();
  const succeed = useLoginSuccess();
  const [method, setMethod] = useState<RegisterMethod>('phone');
  const form = useAccountForm<RegisterValues>(EMPTY_REGISTRATION, REGISTER_RULES[method]);
  const captcha = useCaptcha();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const { values } = form;
  const phone = { mobile: phoneDigits(values.mobile.trim()), phone_code: values.phone_code };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return setNotice({ severity: 'error', text: t('portal.account.check.summary') });
    setBusy(true);
    setNotice(null);
    const contact = method === 'phone' ? { ...phone, code: values.code.trim() } : { email: values.email.trim() };
    try {
      const data = await accountApi.register({
        ...project,
        ...contact,
        name: values.name.trim(),
        city: values.city.trim() || undefined,
        password: values.password,
        confirm_password: values.confirm_password,
        key: captcha.captcha?.key,
        captcha: values.captcha.trim(),
      });
      if (accountApi.isSession(data)) return succeed(data);
      setSentTo(data.email);
    } catch (error) {
      // The captcha is used up (a new picture comes); a refusal that names a field (a common password, a wrong code)
      // shows beside it, and everything else typed stays.
      form.setValue('captcha', '');
      captcha.refresh();
      setNotice({ severity: 'error', text: form.showRefusal(error) ? t('portal.account.check.summary') : failureText(error, t) });
    }
    setBusy(false);
  };

  const choose = (next: RegisterMethod | null) => {
    if (!next) return;
    setMethod(next);
    setNotice(null);
    form.resetTouched();
  };

  const sendCode = () => accountApi.sendSms({ ...project, ...phone, purpose: 'register' });

  return { method, choose, form, captcha, notice, setNotice, sentTo, busy, submit, sendCode };
}
