import { checkPassword } from '../validators/password';
import { defineValueKeyword } from './defineKeyword';

/** `password: true` enforces the password policy (8+ characters, upper case, lower case, digit). */
export const password = defineValueKeyword(
  { keyword: 'password', type: 'string', metaSchema: { const: true } },
  (_schema: true, value: string) => (checkPassword(value) ? undefined : {}),
);
