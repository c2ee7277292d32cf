import type { RawFieldDefinition } from '../../../../fixtures';
import type { LocalizedText } from '../../../../schema-adapters';
import type { DemoProject } from '../../../seed/demoProjects';
import { htmlText, projectWords, t } from './texts';

const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
/** Activities keep China time (UTC+8). */
const CHINA_OFFSET = 8 * HOUR;

/** One seeded activity; `seedSignups` anonymous contacts fill it up (the full one); `demoSignedUp`: the demo applicant has signed up. */
export interface DemoActivity {
  title: LocalizedText;
  body: LocalizedText;
  place: LocalizedText;
  startTime: number;
  endTime: number;
  signupStart: number;
  signupEnd: number;
  capacity: number;
  closed: boolean;
  fields: RawFieldDefinition[];
  seedSignups: Array<{ mobile: string; email: string; name: string }>;
  demoSignedUp: boolean;
}

const PHONE_CODES = [
  { sc: '中国大陆', tc: '中國大陸', en: 'Chinese Mainland', phone_code: '+86' },
  { sc: '中国香港', tc: '中國香港', en: 'Hong Kong, China', phone_code: '+852' },
  { sc: '中国澳门', tc: '中國澳門', en: 'Macao, China', phone_code: '+853' },
  { sc: '中国台湾', tc: '中國台灣', en: 'Taiwan, China', phone_code: '+886' },
];

/** Sign-up form: name, mobile (type 13), e-mail (nature 5), and optionally how the guest attends. */
export function signUpFields(withMode: boolean): RawFieldDefinition[] {
  const fields: RawFieldDefinition[] = [
    { id: 9101, field: 'name', name: t('姓名', '姓名', 'Name'), type: 1, required: 1, sort: 1 },
    { id: 9102, field: 'mobile', name: t('手机号码', '手機號碼', 'Mobile phone'), type: 13, required: 1, item: PHONE_CODES, sort: 2 },
    { id: 9103, field: 'email', name: t('电子邮箱', '電子郵箱', 'E-mail'), type: 1, nature: 5, required: 0, sort: 3 },
  ];
  if (withMode) {
    fields.push({
      id: 9104,
      field: 'attend_mode',
      name: t('参加方式', '參加方式', 'How you will attend'),
      type: 3,
      required: 1,
      item: [t('现场参加', '現場參加', 'In person'), t('线上参加', '線上參加', 'Online')],
      sort: 4,
    });
  }
  return fields;
}

/** 00:00 China time of the day `now` falls on. */
function chinaDayStart(now: number): number {
  return Math.floor((now + CHINA_OFFSET) / DAY) * DAY - CHINA_OFFSET;
}

/**
 * Seven activities, one in each state for the demo applicant: open with places, full, overdue, not yet open, closed by
 * the organiser, signed up (a future lab visit) and not signed in (a Q&A that ended two days ago). Times are whole hours
 * China time: `at(days, hours)` is 09:00 of the day `days` from today, plus `hours`; each state holds at any hour of today.
 */
export function demoActivities(project: DemoProject, now: number): DemoActivity[] {
  const p = projectWords(project);
  const place = project.contact.address;
  const today = chinaDayStart(now);
  const at = (days: number, hours = 0) => today + days * DAY + (9 + hours) * HOUR;
  const base: Pick<DemoActivity, 'place' | 'closed' | 'seedSignups' | 'demoSignedUp'> = { place, closed: false, seedSignups: [], demoSignedUp: false };
  return [
    {
      ...base,
      title: t(`${p.sc}校园开放日`, `${p.tc}校園開放日`, `${p.en} campus open day`),
      body: htmlText(['参观校园与实验室，与招生老师和在读学生面对面交流。'], ['參觀校園與實驗室，與招生老師和在讀學生面對面交流。'], ['Tour the campus and labs and meet admissions staff and current students.']),
      startTime: at(14), endTime: at(14, 4), signupStart: at(-5), signupEnd: at(12, 9), capacity: 200, fields: signUpFields(true),
    },
    {
      ...base,
      title: t('导师见面会（小班）', '導師見面會（小班）', 'Meet the faculty (small group)'),
      body: htmlText(['与导师小范围座谈，了解研究方向与培养方式。名额有限。'], ['與導師小範圍座談，了解研究方向與培養方式。名額有限。'], ['A small-group conversation with faculty about research and supervision. Places are limited.']),
      startTime: at(10, 5), endTime: at(10, 7), signupStart: at(-7), signupEnd: at(8, 9), capacity: 2, fields: signUpFields(false),
      seedSignups: [
        { mobile: '13800138001', email: 'guest1@example.com', name: '王明' },
        { mobile: '13800138002', email: 'guest2@example.com', name: '李华' },
      ],
    },
    {
      ...base,
      title: t('线上招生宣讲会', '線上招生宣講會', 'Online information session'),
      body: htmlText(['介绍项目特色与申请流程，现场答疑。'], ['介紹項目特色與申請流程，現場答疑。'], ['An introduction to the programme and the application steps, with live questions.']),
      place: t('线上（腾讯会议）', '線上（騰訊會議）', 'Online (Tencent Meeting)'),
      startTime: at(-3, 10), endTime: at(-3, 11), signupStart: at(-20), signupEnd: at(-4, 9), capacity: 500, fields: signUpFields(false),
    },
    {
      ...base,
      title: t('夏令营预报名', '夏令營預報名', 'Summer camp pre-registration'),
      body: htmlText(['为期五天的学术夏令营，包含专题讲座、实验体验与学术报告。'], ['為期五天的學術夏令營，包含專題講座、實驗體驗與學術報告。'], ['A five-day academic camp with lectures, lab sessions and student presentations.']),
      startTime: at(60), endTime: at(64, 8), signupStart: at(7), signupEnd: at(40, 9), capacity: 80, fields: signUpFields(true),
    },
    {
      ...base,
      title: t('往届学员经验分享会', '往屆學員經驗分享會', 'Alumni experience evening'),
      body: htmlText(['因场地调整，本次分享会已停止报名。'], ['因場地調整，本次分享會已停止報名。'], ['Sign-up has been closed because the venue changed.']),
      startTime: at(5, 10), endTime: at(5, 12), signupStart: at(-10), signupEnd: at(4, 9), capacity: 100, closed: true, fields: signUpFields(false),
    },
    {
      ...base,
      title: t('实验室参观', '實驗室參觀', 'Lab visit'),
      body: htmlText(['走进重点实验室，了解在研课题并与研究生交流。'], ['走進重點實驗室，了解在研課題並與研究生交流。'], ['Visit the key laboratories, hear about current research and talk with graduate students.']),
      startTime: at(20, 5), endTime: at(20, 8), signupStart: at(-3), signupEnd: at(18, 9), capacity: 30, fields: signUpFields(false), demoSignedUp: true,
    },
    {
      ...base,
      title: t('研究生院答疑会', '研究生院答疑會', 'Graduate school Q&A'),
      body: htmlText(['研究生院老师解答报考、奖助与培养方面的问题。'], ['研究生院老師解答報考、獎助與培養方面的問題。'], ['Graduate school staff answer questions about applying, funding and study.']),
      startTime: at(-2, 5), endTime: at(-2, 7), signupStart: at(-15), signupEnd: at(-3, 9), capacity: 100, fields: signUpFields(false), demoSignedUp: true,
    },
  ];
}
