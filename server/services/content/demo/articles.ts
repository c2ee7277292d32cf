import type { DemoProject } from '../../../seed/demoProjects';
import type { DemoContent } from './types';
import { type DemoItem, demoContents } from './items';
import { htmlText, t } from './texts';

type DemoItemData = ReturnType<DemoItem>;

const article = (category: DemoContent['category'], daysAgo: number, sort: number, title: DemoContent['title'], body: DemoContent['body']): DemoItemData => ({
  kind: 'article',
  category,
  title,
  body,
  extra: {},
  sort,
  daysAgo,
});

const HUB_ARTICLES: readonly DemoItem[] = [
  (p) => article(
    'apply-info',
    25,
    0,
    t(`${p.sc}招生简章`, `${p.tc}招生簡章`, `${p.en} admissions brochure`),
    htmlText(
      [`${p.sc}面向海内外招收优秀学生。申请人须具有良好的学业成绩和综合素质。`, '申请材料：个人陈述、成绩单、两封推荐信、有效身份证件。', `招生咨询：${p.email}，${p.phone}。`],
      [`${p.tc}面向海內外招收優秀學生。申請人須具有良好的學業成績和綜合素質。`, '申請材料：個人陳述、成績單、兩封推薦信、有效身份證件。', `招生諮詢：${p.email}，${p.phone}。`],
      [`${p.en} admits outstanding students from China and abroad with strong academic records and all-round ability.`, 'Documents: personal statement, transcripts, two recommendation letters and a valid identity document.', `Enquiries: ${p.email}, ${p.phone}.`],
    ),
  ),
  () => article(
    'examination',
    10,
    0,
    t('笔试安排', '筆試安排', 'Written examination'),
    htmlText(
      ['通过材料审核的申请人将参加线上笔试，考试时长 120 分钟，内容包括综合能力测试和专业基础。', '准考信息将通过站内消息和电子邮件发送，请提前调试摄像头和网络。'],
      ['通過材料審核的申請人將參加線上筆試，考試時長 120 分鐘，內容包括綜合能力測試和專業基礎。', '准考信息將通過站內消息和電子郵件發送，請提前調試攝像頭和網絡。'],
      ['Applicants who pass the document review sit a 120-minute online written examination: a general aptitude test and subject fundamentals.', 'Admission details arrive as a portal message and by e-mail; please test your camera and connection beforehand.'],
    ),
  ),
  () => article(
    'examination',
    6,
    1,
    t('面试须知', '面試須知', 'Interview guidelines'),
    htmlText(
      ['面试采用结构化形式，每位申请人约 20 分钟，包括自我介绍、专业问题和综合问答。', '请携带有效身份证件原件，提前 15 分钟到达候考室。'],
      ['面試採用結構化形式，每位申請人約 20 分鐘，包括自我介紹、專業問題和綜合問答。', '請攜帶有效身份證件原件，提前 15 分鐘到達候考室。'],
      ['Interviews are structured, about 20 minutes each: a self-introduction, subject questions and a general discussion.', 'Bring your original identity document and arrive 15 minutes early.'],
    ),
  ),
  () => article(
    'experience',
    18,
    0,
    t('申请经验：如何写好个人陈述', '申請經驗：如何寫好個人陳述', 'Experience: writing a strong personal statement'),
    htmlText(
      ['一位往届学员分享：个人陈述要围绕一两个真实经历展开，说明你从中学到了什么，以及为什么选择本项目。'],
      ['一位往屆學員分享：個人陳述要圍繞一兩個真實經歷展開，說明你從中學到了什麼，以及為什麼選擇本項目。'],
      ['A former student advises building the statement around one or two real experiences: what you learned, and why this programme.'],
    ),
  ),
  () => article(
    'experience',
    9,
    1,
    t('申请经验：与推荐人沟通', '申請經驗：與推薦人溝通', 'Experience: working with your referees'),
    htmlText(
      ['尽早联系推荐人，向他们说明申请的项目和截止日期，并提供你的简历，方便他们写出具体的推荐信。'],
      ['盡早聯繫推薦人，向他們說明申請的項目和截止日期，並提供你的簡歷，方便他們寫出具體的推薦信。'],
      ['Ask your referees early, tell them the programme and the deadline, and give them your CV so their letters can be specific.'],
    ),
  ),
  () => article(
    'activities',
    14,
    0,
    t('招生活动介绍', '招生活動介紹', 'Admissions events'),
    htmlText(
      ['招生办每学期举办校园开放日、线上宣讲会和夏令营。报名成功后请按时参加并在现场签到。'],
      ['招生辦每學期舉辦校園開放日、線上宣講會和夏令營。報名成功後請按時參加並在現場簽到。'],
      ['The admissions office holds open days, online information sessions and a summer camp each term. Once signed up, please attend on time and sign in on site.'],
    ),
  ),
  () => article(
    'progress',
    21,
    0,
    t('录取流程说明', '錄取流程說明', 'How admission works'),
    htmlText(
      ['录取流程：提交申请 → 材料审核 → 笔试 → 面试 → 录取结果公布。每一步的结果都会在“申请进度”中显示，并以站内消息通知。'],
      ['錄取流程：提交申請 → 材料審核 → 筆試 → 面試 → 錄取結果公佈。每一步的結果都會在「申請進度」中顯示，並以站內消息通知。'],
      ['Admission steps: submission → document review → written examination → interview → results. Each result appears under Progress and as a portal message.'],
    ),
  ),
  (p) => article(
    'personal_data',
    30,
    1,
    t('如何更正个人信息', '如何更正個人信息', 'Correcting your personal data'),
    htmlText(
      ['提交申请前，您可以在各申请模块中随时修改个人信息；提交后如需更正，请发送邮件至 ' + p.email + '，并注明姓名和报名号。'],
      ['提交申請前，您可以在各申請模塊中隨時修改個人信息；提交後如需更正，請發送郵件至 ' + p.email + '，並註明姓名和報名號。'],
      [`Before you submit, you can change your personal data in any section. After submitting, write to ${p.email} with your name and application number.`],
    ),
  ),
];

/** Articles of the information hub: admissions brochure, examination, experience, activities, progress, personal data. */
export function hubArticles(project: DemoProject, now: number): DemoContent[] {
  return demoContents(HUB_ARTICLES, project, now);
}
