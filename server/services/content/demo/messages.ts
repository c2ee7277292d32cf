import type { LocalizedText } from '../../../../schema-adapters';
import type { DemoProject } from '../../../seed/demoProjects';
import { projectWords, t } from './texts';

/** Two messages to every applicant of the project. */
export function demoMessages(project: DemoProject): Array<{ title: LocalizedText; body: LocalizedText }> {
  const p = projectWords(project);
  return [
    {
      title: t(`欢迎申请${p.sc}`, `歡迎申請${p.tc}`, `Welcome to ${p.en}`),
      body: t(
        `感谢您关注${p.sc}。请先阅读报名指南，再选择报名批次并填写申请。如有疑问请联系 ${p.email}。`,
        `感謝您關注${p.tc}。請先閱讀報名指南，再選擇報名批次並填寫申請。如有疑問請聯繫 ${p.email}。`,
        `Thank you for your interest in ${p.en}. Read the application guide first, then choose a batch and fill in your application. Questions: ${p.email}.`,
      ),
    },
    {
      title: t('报名截止提醒', '報名截止提醒', 'Application deadline reminder'),
      body: t(
        '距离本批次报名截止还有不到两个月，请尽早完成申请并邀请推荐人提交推荐信。',
        '距離本批次報名截止還有不到兩個月，請盡早完成申請並邀請推薦人提交推薦信。',
        'Less than two months remain before this batch closes. Please complete your application and invite your referees early.',
      ),
    },
  ];
}
