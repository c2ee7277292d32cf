import { PATHS } from '../../protocol';
import type {
  ActivateData,
  AmendBody,
  DeregisterBody,
  LoginBody,
  LoginData,
  NewMessageCount,
  ProjectRef,
  RegisterBody,
  RegisterEmailData,
  ResetPwdBody,
  RetrieverPasswordBody,
  SendActiveEmailBody,
  SendCodeBody,
  UserInfoData,
} from '../../protocol/account';
import type { CountryEntry } from '../../protocol/content';
import { apiGet, apiPost, apiPostMessage } from './client';

/** POST account.login: the user plus the session token. */
export const login = (body: LoginBody) => apiPost<LoginData>(PATHS.account.login, body);

/** POST account.register: a session by phone, or "check your e-mail" (the same for new and known addresses). */
export const register = (body: RegisterBody) => apiPost<LoginData | RegisterEmailData>(PATHS.account.register, body);

/** True when a registration answer opened a session (phone registration). */
export const isSession = (data: LoginData | RegisterEmailData): data is LoginData => 'token' in data;

/** POST account.logout: ends this session. */
export const logout = () => apiPostMessage(PATHS.account.logout);

/** GET account.userInfo: the signed-in user and the home page configuration. */
export const userInfo = () => apiGet<UserInfoData>(PATHS.account.userInfo);

/** GET account.countNewMessage: unread messages of the signed-in user. */
export const countNewMessage = () => apiGet<NewMessageCount>(PATHS.account.countNewMessage);

/** POST public.sendSms: an SMS code for a purpose (register, login, reset, bind, deregister). */
export const sendSms = (body: SendCodeBody) => apiPostMessage(PATHS.public.sendSms, body);

/** POST system.sendMailCode: an e-mail code for a purpose. */
export const sendMailCode = (body: SendCodeBody) => apiPostMessage(PATHS.account.sendMailCode, body);

/** POST account.retrieverPassword: sends a reset code to `email` or `mobile`. */
export const retrieverPassword = (body: RetrieverPasswordBody) => apiPostMessage(PATHS.account.retrieverPassword, body);

/** POST account.resetPwd: a new password with the reset code. */
export const resetPwd = (body: ResetPwdBody) => apiPostMessage(PATHS.account.resetPwd, body);

/** POST account.activate: the token of an activation link (a reused link fails with the expired-link message). */
export const activate = (token: string) => apiPost<ActivateData>(PATHS.account.activate, { token });

/** POST account.sendActiveEmail: sends the activation link again. */
export const sendActiveEmail = (body: SendActiveEmailBody) => apiPostMessage(PATHS.account.sendActiveEmail, body);

/** POST account.amend (signed in): changes the password. */
export const amend = (body: AmendBody) => apiPostMessage(PATHS.account.amend, body);

/** POST account.deregister (signed in, ssm projects only), confirmed with the account's `password` or a deregister `code`. */
export const deregister = (body: DeregisterBody) => apiPostMessage(PATHS.account.deregister, body);

/** POST account.submitSwitchProject (signed in): a session in another project for the same person. */
export const switchProject = (body: ProjectRef) => apiPost<LoginData>(PATHS.account.submitSwitchProject, body);

/** GET public.country: the calling regions (name per language and `phoneCo`) for the phone country-code pickers. */
export const countries = () => apiGet<CountryEntry[]>(PATHS.public.country);

/** POST account.activate, answering the server's (translated) success message instead of the data. */
export const activateWithMessage = (token: string) => apiPostMessage(PATHS.account.activate, { token });
