import type { DemoProject } from '../../../seed/demoProjects';
import type { DemoContent } from './types';
import { type DemoItem, demoContents } from './items';
import { htmlText, t } from './texts';

const PAGES_AND_DOWNLOADS: readonly DemoItem[] = [
  () => ({
    kind: 'single_page',
    title: t('诚信申请声明', '誠信申請聲明', 'Declaration of honesty'),
    body: htmlText(
      ['本人承诺所填写的信息和提交的材料真实、准确、完整。如有虚假，本人愿意承担取消申请或录取资格的后果。'],
      ['本人承諾所填寫的信息和提交的材料真實、準確、完整。如有虛假，本人願意承擔取消申請或錄取資格的後果。'],
      ['I declare that the information and documents I submit are true, accurate and complete, and accept that false information cancels my application or admission.'],
    ),
    extra: { slug: 'statement' },
    sort: 0,
    daysAgo: 30,
  }),
  (p) => ({
    kind: 'single_page',
    title: t('个人信息保护说明', '個人信息保護說明', 'Privacy notice'),
    body: htmlText(
      [`${p.sc}仅为招生录取目的收集和使用您的个人信息，未经您同意不会向第三方提供。您可通过 ${p.email} 查询或更正您的信息。`],
      [`${p.tc}僅為招生錄取目的收集和使用您的個人信息，未經您同意不會向第三方提供。您可通過 ${p.email} 查詢或更正您的信息。`],
      [`${p.en} collects and uses your personal data only for admissions and never passes it on without your consent. Write to ${p.email} to see or correct it.`],
    ),
    extra: { slug: 'privacy' },
    category: 'personal_data',
    sort: 1,
    daysAgo: 30,
  }),
  (p) => ({
    kind: 'single_page',
    title: t('报名指南', '報名指南', 'Application guide'),
    body: htmlText(
      ['第一步：注册并登录；第二步：选择报名批次和方向；第三步：逐项填写申请模块并上传材料；第四步：邀请推荐人；第五步：预览、签名并提交。', `咨询电话：${p.phone}`],
      ['第一步：註冊並登錄；第二步：選擇報名批次和方向；第三步：逐項填寫申請模塊並上傳材料；第四步：邀請推薦人；第五步：預覽、簽名並提交。', `諮詢電話：${p.phone}`],
      ['1. Register and log in. 2. Choose a batch and track. 3. Complete each section and upload documents. 4. Invite your referees. 5. Preview, sign and submit.', `Enquiries: ${p.phone}`],
    ),
    extra: { slug: 'application_guide' },
    category: 'apply-info',
    sort: 2,
    daysAgo: 30,
  }),
  () => ({
    kind: 'download',
    title: t('申请指南（PDF）', '申請指南（PDF）', 'Application guide (PDF)'),
    body: t('报名流程与材料清单', '報名流程與材料清單', 'Steps and the list of documents'),
    extra: { file: 'application-guide.pdf', file_name: 'application-guide.pdf' },
    category: 'download-files',
    sort: 0,
    daysAgo: 30,
  }),
  () => ({
    kind: 'download',
    title: t('推荐信参考模板', '推薦信參考模板', 'Recommendation letter template'),
    body: t('供推荐人参考的推荐信结构', '供推薦人參考的推薦信結構', 'A suggested structure for referees'),
    extra: { file: 'recommendation-letter-template.txt', file_name: 'recommendation-letter-template.txt' },
    category: 'download-files',
    sort: 1,
    daysAgo: 30,
  }),
];

/** Single pages (statement, privacy, application guide) and downloadable materials. */
export function pagesAndDownloads(project: DemoProject, now: number): DemoContent[] {
  return demoContents(PAGES_AND_DOWNLOADS, project, now);
}
