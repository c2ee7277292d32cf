import type { LoginData } from '../../../protocol/account';

/** What a successful login answers for Li Lei, a scu applicant, with the given token (and a uid derived from it). */
export const loginData = (token: string, overrides: Partial<LoginData> = {}): LoginData => ({
  token,
  name: 'Li Lei',
  uid: `U-${token}`,
  user_id: 7,
  email: 'li@example.com',
  mobile: null,
  phone_code: null,
  head_portrait: null,
  application_state: 0,
  project_id: 3,
  org_id: 1001,
  domain: 'scu',
  is_free: 0,
  has_password: 1,
  ...overrides,
});
