/**
 * Accounts and the public project calls: request schemas (JSON Schema, form fields as strings the server coerces)
 * and the `data` of their answers. Every POST names its project by `project_id` or `domain` (one is required).
 */

import type { RequestOf } from './requestOf';

/** Text per portal language. */
export type AccountText = Partial<Record<'sc' | 'tc' | 'en', string>>;

/**
 * Purposes a verification code can be sent for; a code only works for its own purpose. Reset and deregister codes
 * reach only existing accounts (the answer is the same either way).
 */
export const CODE_PURPOSES = ['register', 'login', 'reset', 'bind', 'deregister'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** Login types of `account.login`. */
export const LOGIN_TYPES = ['password', 'email_code', 'sms_code', 'fast', 'free'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const filledText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength }) as const;
const projectFields = {
  project_id: { type: 'integer', minimum: 1 },
  org_id: { type: 'integer' },
  domain: text(64),
} as const;
/** The project fields every account POST may carry. */
export type ProjectRef = RequestOf<{ type: 'object'; properties: typeof projectFields }>;
const phoneFields = { mobile: text(32), phone_code: text(8) } as const;
/** Where an account's codes go: its phone (`mobile`, `phone_code`) or its `email`. */
const contactFields = { ...phoneFields, email: text(254) } as const;
/** A new password and its confirmation (checked to match, and against the policy, by the server). */
const newPasswordFields = { password: filledText(128), confirm_password: filledText(128) } as const;

/** GET public.authMode and public.projectInfo. */
export const domainQuerySchema = {
  type: 'object',
  required: ['domain'],
  properties: { domain: filledText(64) },
} as const;
export type DomainQuery = RequestOf<typeof domainQuerySchema>;

/** POST public.sendSms (mobile) and account.sendMailCode (email). */
export const sendSmsBodySchema = {
  type: 'object',
  required: ['mobile', 'purpose'],
  properties: { ...projectFields, ...phoneFields, purpose: { type: 'string', enum: CODE_PURPOSES } },
} as const;
export type SendSmsBody = RequestOf<typeof sendSmsBodySchema>;
export const sendMailCodeBodySchema = {
  type: 'object',
  required: ['email', 'purpose'],
  properties: { ...projectFields, email: text(254), purpose: { type: 'string', enum: CODE_PURPOSES } },
} as const;
export type SendMailCodeBody = RequestOf<typeof sendMailCodeBodySchema>;
/** Either code call's body: the portal's code buttons build one shape for both. */
export type SendCodeBody = SendSmsBody | SendMailCodeBody;

/** POST public.verificationCode: checks a code without using it up (give `mobile` or `email`). */
export const verificationCodeBodySchema = {
  type: 'object',
  required: ['code', 'purpose'],
  properties: { ...projectFields, ...contactFields, code: text(16), purpose: { type: 'string', enum: CODE_PURPOSES } },
} as const;
export type VerificationCodeBody = RequestOf<typeof verificationCodeBodySchema>;

/**
 * POST account.register. By phone: `mobile`, `phone_code` (default +86) and the SMS `code` (purpose register).
 * By e-mail: `email` (an activation link is sent). Always: `name`, `password`, `confirm_password`, and the picture
 * captcha `key` + `captcha` from public.code.
 */
export const registerBodySchema = {
  type: 'object',
  required: ['name', 'password', 'confirm_password'],
  properties: {
    ...projectFields,
    ...contactFields,
    code: text(16),
    name: filledText(64),
    ...newPasswordFields,
    key: text(128),
    captcha: text(16),
    city: text(64),
  },
} as const;
export type RegisterBody = RequestOf<typeof registerBodySchema>;

/**
 * POST account.login. password: `account` (e-mail or mobile) + `password`; email_code: `email` + `code`;
 * sms_code and fast: `mobile` (+ `phone_code`) + `code` (purpose login; fast creates the account); free: nothing else.
 */
export const loginBodySchema = {
  type: 'object',
  required: ['type'],
  properties: {
    ...projectFields,
    ...phoneFields,
    type: { type: 'string', enum: LOGIN_TYPES },
    account: text(254),
    password: text(128),
    email: text(254),
    code: text(16),
  },
} as const;
export type LoginBody = RequestOf<typeof loginBodySchema>;

/** POST account.retrieverPassword: `email` or `mobile`; the answer is the same whether the account exists or not. */
export const retrieverPasswordBodySchema = {
  type: 'object',
  properties: { ...projectFields, ...contactFields },
} as const;
export type RetrieverPasswordBody = RequestOf<typeof retrieverPasswordBodySchema>;

/** POST account.resetPwd: `email` or `mobile`, the reset `code`, and the new password twice. */
export const resetPwdBodySchema = {
  type: 'object',
  required: ['code', 'password', 'confirm_password'],
  properties: { ...projectFields, ...contactFields, code: filledText(16), ...newPasswordFields },
} as const;
export type ResetPwdBody = RequestOf<typeof resetPwdBodySchema>;

/** POST account.amend (signed in). */
export const amendBodySchema = {
  type: 'object',
  required: ['old_password', 'password', 'confirm_password'],
  properties: { old_password: filledText(128), ...newPasswordFields },
} as const;
export type AmendBody = RequestOf<typeof amendBodySchema>;

/** POST account.activate: the token of the activation link (`#/email?token=...`). */
export const activateBodySchema = {
  type: 'object',
  required: ['token'],
  properties: { token: filledText(128) },
} as const;
export type ActivateBody = RequestOf<typeof activateBodySchema>;

/** POST account.sendActiveEmail. */
export const sendActiveEmailBodySchema = {
  type: 'object',
  required: ['email'],
  properties: { ...projectFields, email: text(254) },
} as const;
export type SendActiveEmailBody = RequestOf<typeof sendActiveEmailBodySchema>;

/** POST account.submitSwitchProject (signed in): the target project by `domain` or `project_id`. */
export const switchProjectBodySchema = { type: 'object', properties: { ...projectFields } } as const;
export type SwitchProjectBody = RequestOf<typeof switchProjectBodySchema>;

/**
 * POST account.deregister (signed in, ssm projects only); `user_id`, when sent, must be the signed-in user. The
 * account holder confirms with the account `password`, or with a `code` (purpose deregister) sent to the account's
 * phone (or its e-mail when it has no phone): the way for accounts without a password (fast login).
 */
export const deregisterBodySchema = {
  type: 'object',
  properties: { ...projectFields, user_id: { type: 'integer' }, password: text(128), code: text(16) },
} as const;
export type DeregisterBody = RequestOf<typeof deregisterBodySchema>;

/** GET public.code. */
export interface CaptchaData {
  /** Send back as `key` with the answer as `captcha`. */
  key: string;
  /** `data:image/svg+xml;base64,...` */
  image: string;
}

/** GET public.authMode: the project configuration the portal themes itself with. */
export interface AuthModeData {
  deadline: number;
  org_id: number;
  project_id: number;
  domain: string;
  lang: Array<'sc' | 'tc' | 'en'>;
  ico_url: string;
  title: AccountText;
  seo_title: AccountText;
  color: string;
  color_rgba: string;
  layout: { name: string };
  background: string | null;
  header_image: string | null;
  user_type: string;
  free: 0 | 1;
  page_config: Record<string, unknown>;
  contact: Record<string, unknown>;
}

/** GET public.projectInfo. */
export interface ProjectInfoData {
  title: AccountText;
  seo_title: AccountText;
}

/** GET public.projects: one entry per project. */
export interface ProjectSummary {
  domain: string;
  project_id: number;
  title: AccountText;
  user_type: string;
  free: 0 | 1;
}

/** The signed-in applicant (spec section 3 "User info"). */
export interface UserInfo {
  name: string;
  uid: string;
  user_id: number;
  email: string | null;
  mobile: string | null;
  phone_code: string | null;
  head_portrait: string | null;
  /** 0 none or draft, 2 submitted. */
  application_state: 0 | 2;
  project_id: number;
  org_id: number;
  domain: string;
  /** 1: temporary user of a password-free project. */
  is_free: 0 | 1;
  /** 1 when the account has a password; 0 for accounts made by fast login (they confirm with a code instead). */
  has_password: 0 | 1;
}

/** Login, phone registration and project switch: the user plus the session token for the `token` header. */
export interface LoginData extends UserInfo {
  token: string;
}

/**
 * E-mail registration: the same answer whether the address was new (an activation link was sent) or already had an
 * account (its owner was told so by e-mail), so that the answer does not tell which addresses have accounts.
 */
export interface RegisterEmailData {
  email: string;
  activated: 0;
}

/** POST account.activate. */
export interface ActivateData {
  domain: string;
  email: string | null;
}

/**
 * GET account.userInfo. `home_page_config` comes from the project's page configuration:
 * header.layout (theme name) and header.menu (items 0-7 with `show`), main.layout_info (preview layout and
 * whether referee / recommendation sections show), footer (contact details and theme).
 */
export interface UserInfoData {
  user_info: UserInfo;
  home_page_config: {
    header: { layout: string; menu: Array<{ index: number; show: boolean }> };
    main: { layout_info: { preview_layout: string; show_referee: boolean; show_recommendation: boolean } };
    footer: { layout: string; contact: Record<string, unknown> };
  };
}

/** GET account.countNewMessage. */
export interface NewMessageCount {
  count: number;
}
