import { checkPassword } from '../../../schema-adapters';
import { badRequest } from '../../http/errors';
import { isCommonPassword } from './commonPasswords';

/**
 * A new password, typed twice (register, reset, change): the spec's policy (8+ characters with upper case, lower case
 * and a digit), then not a common breached password, then "passwords inconsistent". Each refusal names its field.
 */
export function checkNewPassword(password: string, confirm: string): void {
  if (!checkPassword(password)) throw badRequest('server.account.passwordPolicy', {}, { field: 'password' });
  if (isCommonPassword(password)) throw badRequest('server.account.passwordCommon', {}, { field: 'password' });
  if (password !== confirm) throw badRequest('server.account.passwordMismatch', {}, { field: 'confirm_password' });
}
