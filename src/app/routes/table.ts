import type { ComponentType } from 'react';
import type { LayoutName, RouteOwner } from './handle';

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
  /** The screen. */
  page: PageModule;
  /** The page's validate: false shows not found. */
  validate?: (params: Record<string, string | undefined>) => boolean;
}

const login: PageModule = () => import('../../pages/account/LoginPage');
const notFound: PageModule = () => import('../../pages/info/NotFoundPage');
const serverError: PageModule = () => import('../../pages/info/ServerErrorPage');
const article: PageModule = () => import('../../pages/article/ArticlePage');
const invitation: PageModule = () => import('../../pages/interview/InvitationPage');

const row = (path: string, name: string, owner: RouteOwner, extra: Pick<RouteEntry, 'page'> & Partial<RouteEntry>): RouteEntry => ({ path, name, owner, layout: 'default', ...extra });

/** Every route of spec section 2, grouped by product area. */
export const ROUTES: readonly RouteEntry[] = [
  // Account: logging in, registering, passwords and e-mail activation.
  row('/login', 'login', 'account', { page: login }),
  row('/login_code', 'login_code', 'account', { page: login }),
  row('/login_email', 'login_email', 'account', { page: login }),
  row('/login_fast', 'login_fast', 'account', { page: login }),
  row('/login_old', 'login_old', 'account', { page: login }),
  row('/login_pass', 'login_pass', 'account', { page: login }),
  row('/register', 'register', 'account', { page: () => import('../../pages/account/RegisterPage') }),
  row('/password', 'password', 'account', { page: () => import('../../pages/account/PasswordPage') }),
  row('/pass', 'pass', 'account', { page: () => import('../../pages/account/PasswordPage') }),
  row('/email', 'email', 'account', { page: () => import('../../pages/account/EmailPage') }),
  row('/edit_pass', 'edit_pass', 'account', { page: () => import('../../pages/account/EditPasswordPage') }),
  row('/editPassword', 'editPassword', 'account', { page: () => import('../../pages/account/EditPasswordPage') }),
  // Help: guides, statement, help centre, feedback, and the not-found and error pages.
  row('/help/404', 'help-404', 'help', { page: notFound }),
  row('/help/505', 'help-505', 'help', { page: serverError }),
  row('/guide', 'guide', 'help', { page: () => import('../../pages/info/GuidePage') }),
  row('/application_guide', 'application_guide', 'help', { page: () => import('../../pages/info/ApplicationGuidePage') }),
  row('/statement', 'statement', 'help', { page: () => import('../../pages/info/StatementPage') }),
  row('/help', 'help', 'help', { page: () => import('../../pages/info/HelpPage') }),
  row('/feedback', 'feedback', 'help', { page: () => import('../../pages/info/FeedbackPage') }),
  // Application: home, forms, preview, progress, submission and supplementary material.
  row('/', 'index', 'application', { page: () => import('../../pages/home/HomePage') }),
  row('/applyform', 'applyform', 'application', { page: () => import('../../pages/apply/ApplyFormPage') }),
  row('/applyform/basic', 'applyform-basic', 'application', { page: () => import('../../pages/apply/ModulePage') }),
  row('/preview', 'preview', 'application', { page: () => import('../../pages/preview/PreviewPage') }),
  row('/progress', 'progress', 'application', { page: () => import('../../pages/progress/ProgressPage') }),
  row('/submittedSuccess', 'submittedSuccess', 'application', { page: () => import('../../pages/submit/SubmittedSuccessPage') }),
  row('/success', 'success', 'application', { page: () => import('../../pages/submit/SuccessPage') }),
  row('/supplement', 'supplement', 'application', { page: () => import('../../pages/supplement/SupplementPage') }),
  row('/supplement/preview', 'supplement-preview', 'application', { page: () => import('../../pages/supplement/SupplementPreviewPage') }),
  row('/supplementary-form', 'supplementary-form', 'application', { page: () => import('../../pages/supplement/SupplementFormPage') }),
  // Letters: recommendation letters (header and footer hidden on reference and letter screens).
  // ref_login and ref_success use the blank layout (no applicant header); /letter and /letter/edit are the letter screen too.
  row('/ref_login', 'ref_login', 'letters', { layout: 'blank', page: () => import('../../pages/referee/RefLoginPage') }),
  row('/ref_success', 'ref_success', 'letters', { layout: 'blank', page: () => import('../../pages/referee/RefSuccessPage') }),
  row('/referees', 'referees', 'letters', { page: () => import('../../pages/recommend/RefereesPage') }),
  row('/reference', 'reference', 'letters', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/reference/edit', 'reference-edit', 'letters', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/reference/itf', 'reference-itf', 'letters', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/reference/schwarzman', 'reference-schwarzman', 'letters', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/letter', 'letter', 'letters', { page: () => import('../../pages/referee/ReferencePage') }),
  row('/letter/edit', 'letter-edit', 'letters', { page: () => import('../../pages/referee/ReferencePage') }),
  // Results: interviews, re-examination and the admission letter.
  row('/interview_invitation', 'interview_invitation', 'results', { page: invitation }),
  row('/interview_result_confirm', 'interview_result_confirm', 'results', { page: () => import('../../pages/interview/ResultPage') }),
  row('/interview_result_confirm/protocol', 'interview_result_confirm-protocol', 'results', { page: () => import('../../pages/interview/ProtocolPage') }),
  // The decision screen reached from the progress is the invitation itself.
  row('/is_interview', 'is_interview', 'results', { page: invitation }),
  row('/retest', 'retest', 'results', { page: () => import('../../pages/retest/RetestPage') }),
  row('/letter/admissionLetter', 'letter-admissionLetter', 'results', { page: () => import('../../pages/letter/AdmissionLetterPage') }),
  // Content: articles, notices, news and messages.
  ...['activities', 'apply-info', 'download-files', 'examination', 'experience', 'news', 'personal_data', 'progress'].map((child) =>
    row(`/article/${child}`, `article-${child}`, 'content', { page: article }),
  ),
  row('/article', 'article', 'content', { page: article }),
  row('/embedded_h5', 'embedded_h5', 'content', { layout: 'blank', page: () => import('../../pages/embedded/EmbeddedPage') }),
  row('/message', 'message', 'content', { page: () => import('../../pages/messages/MessagePage') }),
  row('/notice', 'notice', 'content', { page: () => import('../../pages/content/NoticesPage') }),
  row('/noticeDetail/:id?', 'noticeDetail', 'content', { page: () => import('../../pages/content/NoticeDetailPage'), validate: ({ id }) => id === undefined || /^\d+$/.test(id) }),
  row('/station_news', 'station_news', 'content', { page: () => import('../../pages/content/NewsPage') }),
  // Activities: events with sign-in, and questionnaires.
  row('/activity', 'activity', 'activities', { page: () => import('../../pages/activity/ActivityListPage') }),
  row('/activity/details', 'activity-details', 'activities', { page: () => import('../../pages/activity/ActivityDetailPage') }),
  row('/activity/signIn', 'activity-signIn', 'activities', { page: () => import('../../pages/activity/ActivitySignInPage') }),
  row('/questionnaire', 'questionnaire', 'activities', { page: () => import('../../pages/questionnaire/QuestionnairePage') }),
  row('/activities', 'activities', 'activities', { page: () => import('../../pages/questionnaire/QuestionnairePage') }),
];
