import type { ComponentType } from 'react';

/** The three layouts: default (header and footer), blank (centred content only), bare (the page alone). */
export type LayoutName = 'default' | 'blank' | 'bare';

/** Who builds a screen: this shell (issue 5), the application journey (issue 6), letters (issue 7), or later. */
export type RouteOwner = 'issue5' | 'issue6' | 'issue7' | 'later';

/** A lazily loaded page module. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** One row of the route table. */
export interface RouteEntry {
  /** Path under the hash (`/login`, `/noticeDetail/:id?`). */
  path: string;
  /** Route name (spec section 2); the guard and layout rules read it. */
  name: string;
  layout: LayoutName;
  owner: RouteOwner;
  /** The real page; without one the route shows a clearly marked placeholder naming its owner. */
  page?: PageModule;
  /** The page's validate: false shows not found. */
  validate?: (params: Record<string, string | undefined>) => boolean;
}

const login: PageModule = () => import('../../pages/account/LoginPage');
const notFound: PageModule = () => import('../../pages/info/NotFoundPage');
const serverError: PageModule = () => import('../../pages/info/ServerErrorPage');

const row = (path: string, name: string, owner: RouteOwner, extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, name, owner, layout: 'default', ...extra });

/** Every route of spec section 2. Placeholders (no `page`) belong to the issue named in `owner`. */
export const ROUTES: readonly RouteEntry[] = [
  // Issue 5: the shell's own screens. Real: login routes, /help/404, /help/505. Others pending in issue 5.
  row('/login', 'login', 'issue5', { page: login }),
  row('/login_code', 'login_code', 'issue5', { page: login }),
  row('/login_email', 'login_email', 'issue5', { page: login }),
  row('/login_fast', 'login_fast', 'issue5', { page: login }),
  row('/login_old', 'login_old', 'issue5', { page: login }),
  row('/login_pass', 'login_pass', 'issue5', { page: login }),
  row('/help/404', 'help-404', 'issue5', { page: notFound }),
  row('/help/505', 'help-505', 'issue5', { page: serverError }),
  row('/register', 'register', 'issue5', { page: () => import('../../pages/account/RegisterPage') }),
  row('/password', 'password', 'issue5', { page: () => import('../../pages/account/PasswordPage') }),
  row('/pass', 'pass', 'issue5', { page: () => import('../../pages/account/PasswordPage') }),
  row('/email', 'email', 'issue5', { page: () => import('../../pages/account/EmailPage') }),
  row('/edit_pass', 'edit_pass', 'issue5', { page: () => import('../../pages/account/EditPasswordPage') }),
  row('/editPassword', 'editPassword', 'issue5', { page: () => import('../../pages/account/EditPasswordPage') }),
  row('/guide', 'guide', 'issue5', { page: () => import('../../pages/info/GuidePage') }),
  row('/application_guide', 'application_guide', 'issue5', { page: () => import('../../pages/info/ApplicationGuidePage') }),
  row('/statement', 'statement', 'issue5', { page: () => import('../../pages/info/StatementPage') }),
  row('/help', 'help', 'issue5', { page: () => import('../../pages/info/HelpPage') }),
  row('/feedback', 'feedback', 'issue5', { page: () => import('../../pages/info/FeedbackPage') }),
  // Issue 6: the application journey (placeholders).
  row('/', 'index', 'issue6', { page: () => import('../../pages/home/HomePage') }),
  row('/applyform', 'applyform', 'issue6', { page: () => import('../../pages/apply/ApplyFormPage') }),
  row('/applyform/basic', 'applyform-basic', 'issue6', { page: () => import('../../pages/apply/ModulePage') }),
  row('/preview', 'preview', 'issue6', { page: () => import('../../pages/preview/PreviewPage') }),
  row('/progress', 'progress', 'issue6', { page: () => import('../../pages/progress/ProgressPage') }),
  row('/submittedSuccess', 'submittedSuccess', 'issue6', { page: () => import('../../pages/submit/SubmittedSuccessPage') }),
  row('/success', 'success', 'issue6', { page: () => import('../../pages/submit/SuccessPage') }),
  // Issue 7: recommendation letters (placeholders; header and footer hidden on reference and letter screens).
  // ref_login and ref_success use the blank layout (no applicant header); /letter and /letter/edit are the letter screen too.
  row('/ref_login', 'ref_login', 'issue7', { layout: 'blank', page: () => import('../../pages/referee/RefLoginPage') }),
  row('/ref_success', 'ref_success', 'issue7', { layout: 'blank', page: () => import('../../pages/referee/RefSuccessPage') }),
  row('/referees', 'referees', 'issue7', { page: () => import('../../pages/recommend/RefereesPage') }),
  row('/reference', 'reference', 'issue7', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/reference/edit', 'reference-edit', 'issue7', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/reference/itf', 'reference-itf', 'issue7', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/reference/schwarzman', 'reference-schwarzman', 'issue7', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/letter', 'letter', 'issue7', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/letter/edit', 'letter-edit', 'issue7', { page: () => import('../../pages/referee/ReferencePage') }),
  // Not yet assigned to an issue (placeholders).
  row('/letter/admissionLetter', 'letter-admissionLetter', 'later'),
  row('/activity', 'activity', 'later'),
  row('/activity/details', 'activity-details', 'later'),
  row('/activity/signIn', 'activity-signIn', 'later'),
  ...['activities', 'apply-info', 'download-files', 'examination', 'experience', 'news', 'personal_data', 'progress'].map((child) =>
    row(`/article/${child}`, `article-${child}`, 'later'),
  ),
  row('/article', 'article', 'later'),
  row('/embedded_h5', 'embedded_h5', 'later', { layout: 'blank' }),
  row('/interview_invitation', 'interview_invitation', 'later'),
  row('/interview_result_confirm', 'interview_result_confirm', 'later'),
  row('/interview_result_confirm/protocol', 'interview_result_confirm-protocol', 'later'),
  row('/is_interview', 'is_interview', 'later'),
  row('/message', 'message', 'later'),
  row('/notice', 'notice', 'later'),
  row('/noticeDetail/:id?', 'noticeDetail', 'later', { validate: ({ id }) => id === undefined || /^\d+$/.test(id) }),
  row('/questionnaire', 'questionnaire', 'later'),
  row('/activities', 'activities', 'later'),
  row('/retest', 'retest', 'later'),
  row('/station_news', 'station_news', 'later'),
  row('/supplement', 'supplement', 'later'),
  row('/supplement/preview', 'supplement-preview', 'later'),
  row('/supplementary-form', 'supplementary-form', 'later'),
];
