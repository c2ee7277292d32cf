import type { DemoProject } from '../../../seed/demoProjects';
import type { DemoContent } from './types';
import { type DemoItem, demoContents } from './items';
import { htmlText, t } from './texts';

const NOTICES_AND_NEWS: readonly DemoItem[] = [
  (p) => ({
    kind: 'notice',
    title: t(`${p.sc}网上报名系统开放通知`, `${p.tc}網上報名系統開放通知`, `Online application for ${p.en} is now open`),
    body: htmlText(
      [`${p.sc}网上报名系统现已开放，请申请人在截止日期前完成注册、填写全部必填模块并提交。`, `提交后将无法修改，请仔细核对。如有疑问请发送邮件至 ${p.email}。`],
      [`${p.tc}網上報名系統現已開放，請申請人在截止日期前完成註冊、填寫全部必填模塊並提交。`, `提交後將無法修改，請仔細核對。如有疑問請發送郵件至 ${p.email}。`],
      [`The online application system of ${p.en} is open. Please register, complete every required section and submit before the deadline.`, `A submitted application can no longer be modified, so please check it carefully. Questions: ${p.email}.`],
    ),
    extra: { important: true },
    sort: 0,
    daysAgo: 20,
  }),
  () => ({
    kind: 'notice',
    title: t('关于上传材料格式要求的说明', '關於上傳材料格式要求的說明', 'Requirements for uploaded documents'),
    body: htmlText(
      ['证件照请上传 jpg 或 png 格式，建议尺寸 295×413 像素；其他材料请上传 pdf、doc 或 docx 格式，单个文件不超过 20MB。'],
      ['證件照請上傳 jpg 或 png 格式，建議尺寸 295×413 像素；其他材料請上傳 pdf、doc 或 docx 格式，單個文件不超過 20MB。'],
      ['Upload your ID photo as jpg or png (295×413 px suggested); other documents as pdf, doc or docx, each under 20 MB.'],
    ),
    extra: {},
    sort: 1,
    daysAgo: 12,
  }),
  () => ({
    kind: 'notice',
    title: t('系统维护公告', '系統維護公告', 'Scheduled system maintenance'),
    body: htmlText(
      ['报名系统将于本周六 00:00–04:00 进行例行维护，期间暂停访问。已保存的内容不受影响。'],
      ['報名系統將於本週六 00:00–04:00 進行例行維護，期間暫停訪問。已保存的內容不受影響。'],
      ['The application system will be unavailable this Saturday from 00:00 to 04:00 (Beijing time) for routine maintenance. Saved work is not affected.'],
    ),
    extra: {},
    sort: 1,
    daysAgo: 3,
  }),
  (p) => ({
    kind: 'news',
    category: 'news',
    title: t(`${p.sc}举办线上招生宣讲会`, `${p.tc}舉辦線上招生宣講會`, `${p.en} holds an online information session`),
    body: htmlText(
      ['招生办公室老师介绍了项目特色、培养方案与申请流程，并在线解答了考生关心的问题。回放已上传至下载专区。'],
      ['招生辦公室老師介紹了項目特色、培養方案與申請流程，並在線解答了考生關心的問題。回放已上傳至下載專區。'],
      ['The admissions office presented the programme, its curriculum and the application steps, and answered questions live. The recording is in the downloads area.'],
    ),
    extra: {},
    sort: 0,
    daysAgo: 15,
  }),
  () => ({
    kind: 'news',
    category: 'news',
    title: t('往届学员分享：从申请到入学', '往屆學員分享：從申請到入學', 'Alumni share their path from application to enrolment'),
    body: htmlText(
      ['三位往届学员讲述了准备个人陈述、联系推荐人和参加面试的经验，建议申请人尽早开始准备材料。'],
      ['三位往屆學員講述了準備個人陳述、聯繫推薦人和參加面試的經驗，建議申請人盡早開始準備材料。'],
      ['Three former students described writing their personal statement, asking referees and preparing for the interview, and advise starting early.'],
    ),
    extra: {},
    sort: 0,
    daysAgo: 8,
  }),
  () => ({
    kind: 'news',
    category: 'news',
    title: t('校园开放日圆满举行', '校園開放日圓滿舉行', 'Campus open day a success'),
    body: htmlText(
      ['来自全国各地的三百余名学生和家长参加了校园开放日，参观了实验室与图书馆，并与在读学生交流。'],
      ['來自全國各地的三百餘名學生和家長參加了校園開放日，參觀了實驗室與圖書館，並與在讀學生交流。'],
      ['More than three hundred students and parents from across the country visited the labs and library and met current students at the open day.'],
    ),
    extra: {},
    sort: 0,
    daysAgo: 2,
  }),
];

/** Three notices (the first important) and three news items. */
export function noticesAndNews(project: DemoProject, now: number): DemoContent[] {
  return demoContents(NOTICES_AND_NEWS, project, now);
}
