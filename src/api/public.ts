import { PATHS } from '../../protocol';
import type { AuthModeData, CaptchaData, ProjectInfoData, ProjectSummary, VerificationCodeBody } from '../../protocol/account';
import { apiGet, apiPostMessage } from './client';

/** GET public.authMode: the project configuration by domain (title, colour, icon, languages, theme, ...). */
export const authMode = (domain: string) => apiGet<AuthModeData>(PATHS.public.authMode, { domain });

/** GET public.projectInfo: title and SEO title by language. */
export const projectInfo = (domain: string) => apiGet<ProjectInfoData>(PATHS.public.projectInfo, { domain });

/** GET public.code: a picture captcha (send back `key` with the answer as `captcha`). */
export const captcha = () => apiGet<CaptchaData>(PATHS.public.code);

/** GET public.projects: every project (the demo project list). */
export const projects = () => apiGet<ProjectSummary[]>(PATHS.public.projects);

/** POST public.verificationCode: checks a code without using it up; resolves with the server's message. */
export const verificationCode = (body: VerificationCodeBody) => apiPostMessage(PATHS.public.verificationCode, body);
