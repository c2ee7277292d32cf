import { type Rule, captchaRule, codeRule, confirmRule, emailRule, mobileRule, nameRule, passwordRule } from './validation';

/** The registration form's values (spec section 3, registration). */
export interface RegisterValues extends Record<string, string> {
  name: string;
  city: string;
  phone_code: string;
  mobile: string;
  code: string;
  email: string;
  captcha: string;
  password: string;
  confirm_password: string;
}

/** Registration by phone (SMS code) or by e-mail (activation link). */
export type RegisterMethod = 'phone' | 'email';

type Rules = Partial<Record<keyof RegisterValues, Rule<RegisterValues>>>;

const COMMON: Rules = {
  name: nameRule,
  captcha: captchaRule,
  password: passwordRule,
  confirm_password: (value, values) => confirmRule(value, values.password),
};

/** The rules of spec section 5 for each method: name, captcha, password policy and confirmation, then phone or e-mail. */
export const REGISTER_RULES: Record<RegisterMethod, Rules> = {
  phone: { ...COMMON, mobile: (value, values) => mobileRule(value, values.phone_code), code: codeRule },
  email: { ...COMMON, email: emailRule },
};

/** The empty form (+86 by default). */
export const EMPTY_REGISTRATION: RegisterValues = {
  name: '',
  city: '',
  phone_code: '+86',
  mobile: '',
  code: '',
  email: '',
  captcha: '',
  password: '',
  confirm_password: '',
};
