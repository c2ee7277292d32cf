import { describe, expect, it } from 'vitest';
import { REGISTER_RULES, EMPTY_REGISTRATION } from '../../../../src/pages/account/registerRules';
import {
  accountRule,
  captchaRule,
  confirmRule,
  contactOf,
  emailRule,
  mobileRule,
  nameRule,
  passwordRule,
  validateAll,
} from '../../../../src/pages/account/validation';

describe('account form rules (spec section 5)', () => {
  it('requires 8+ characters with upper case, lower case and a digit', () => {
    expect(passwordRule('')).toBe('required');
    expect(passwordRule('Abc1234')).toBe('password');
    expect(passwordRule('abcdefg1')).toBe('password');
    expect(passwordRule('ABCDEFG1')).toBe('password');
    expect(passwordRule('Abcdefgh')).toBe('password');
    expect(passwordRule('Abcdefg1')).toBeNull();
  });

  it('requires the confirmation to match', () => {
    expect(confirmRule('', 'Abcdefg1')).toBe('required');
    expect(confirmRule('Abcdefg2', 'Abcdefg1')).toBe('mismatch');
    expect(confirmRule('Abcdefg1', 'Abcdefg1')).toBeNull();
  });

  it('checks e-mail and mainland mobile formats', () => {
    expect(emailRule('a@b')).toBe('email');
    expect(emailRule(' someone@example.com ')).toBeNull();
    expect(mobileRule('12345678901')).toBe('mobile');
    expect(mobileRule('1381234567')).toBe('mobile');
    expect(mobileRule('138-1234-5678')).toBeNull();
    expect(mobileRule('91234567', '+852')).toBeNull();
    expect(mobileRule('12', '+852')).toBe('phone');
  });

  it('accepts an e-mail, a mainland mobile or an international number with + as a login account', () => {
    expect(accountRule('')).toBe('required');
    expect(accountRule('demo@scu.example.com')).toBeNull();
    expect(accountRule('13812345678')).toBeNull();
    expect(accountRule('demo@')).toBe('account');
    expect(accountRule('123')).toBe('account');
    expect(accountRule('+852 2345 6789')).toBeNull();
    expect(accountRule('+85')).toBe('account');
    expect(contactOf('138 1234 5678')).toEqual({ mobile: '13812345678' });
    expect(contactOf(' a@b.cn ')).toEqual({ email: 'a@b.cn' });
  });

  it('requires the name and the picture captcha', () => {
    expect(nameRule('  ')).toBe('required');
    expect(nameRule('x'.repeat(65))).toBe('name');
    expect(nameRule('张三')).toBeNull();
    expect(captchaRule('')).toBe('captcha');
  });

  it('validates a whole registration per method, first failing rule per field', () => {
    const email = validateAll({ ...EMPTY_REGISTRATION, email: 'bad', password: 'Abcdefg1', confirm_password: 'x' }, REGISTER_RULES.email);
    expect(email).toEqual({ name: 'required', email: 'email', captcha: 'captcha', confirm_password: 'mismatch' });
    const phone = validateAll(
      { ...EMPTY_REGISTRATION, name: '李四', mobile: '13912345678', code: '123456', captcha: 'ab12', password: 'Abcdefg1', confirm_password: 'Abcdefg1' },
      REGISTER_RULES.phone,
    );
    expect(phone).toEqual({});
    expect(validateAll({ ...EMPTY_REGISTRATION }, REGISTER_RULES.phone)).toMatchObject({ mobile: 'required', code: 'code' });
  });
});
