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

// Content of the information screens (help, guide, statement, feedback).
import { PAGE_SIZE_MAX, type ContentItem, type ContentRequest, type FeedbackItem, type Paged } from '../../protocol/content';
import { apiPost } from './client';

/** GET public.singlePage by slug (`statement`, `privacy`, `application_guide`) of the project `domain`. */
export const singlePage = (slug: string, domain: string) => apiGet<ContentItem>(PATHS.public.singlePage, { slug, domain });

/** GET public.faq: one page of questions (title) and answers (HTML body) of the project `domain`. */
export const faq = (domain: string, page = 1) => apiGet<Paged<ContentItem>>(PATHS.public.faq, { domain, page, page_size: PAGE_SIZE_MAX });

/** GET public.feedback (signed in): one page of the user's own feedback, newest first. */
export const feedbackList = (page = 1, pageSize = 10) => apiGet<Paged<FeedbackItem>>(PATHS.public.feedback, { page, page_size: pageSize });

/** POST public.feedback (signed in): sends feedback (1–2000 characters, optional contact). */
export const sendFeedback = (body: ContentRequest<'feedbackBody'>) => apiPost<FeedbackItem>(PATHS.public.feedback, body);
