import type { DemoProject } from '../../../seed/demoProjects';
import type { DemoContent } from './types';
import { htmlText, projectWords, t } from './texts';

type Pair = [question: [string, string, string], answer: [string, string, string]];

const PAIRS = (email: string): Pair[] => [
  [
    ['如何注册报名账号？', '如何註冊報名賬號？', 'How do I create an application account?'],
    ['在登录页选择“注册”，使用手机号码或电子邮箱注册，并输入图形验证码。使用邮箱注册时需点击激活邮件中的链接。', '在登錄頁選擇「註冊」，使用手機號碼或電子郵箱註冊，並輸入圖形驗證碼。使用郵箱註冊時需點擊激活郵件中的鏈接。', 'Choose “Register” on the login page and sign up with your mobile number or e-mail and the picture captcha. E-mail accounts are activated by the link we send.'],
  ],
  [
    ['忘记密码怎么办？', '忘記密碼怎麼辦？', 'I forgot my password. What can I do?'],
    ['点击登录页的“忘记密码”，通过手机或邮箱验证码重置。新密码至少 8 位，须包含大写字母、小写字母和数字。', '點擊登錄頁的「忘記密碼」，通過手機或郵箱驗證碼重置。新密碼至少 8 位，須包含大寫字母、小寫字母和數字。', 'Use “Forgot password” on the login page and reset it with a code sent to your phone or e-mail. The new password needs at least 8 characters with upper case, lower case and a digit.'],
  ],
  [
    ['提交后还能修改申请吗？', '提交後還能修改申請嗎？', 'Can I change my application after submitting?'],
    ['提交后申请将被锁定，无法修改。如在报名截止前确需修改，可撤回申请后重新填写并提交。', '提交後申請將被鎖定，無法修改。如在報名截止前確需修改，可撤回申請後重新填寫並提交。', 'A submitted application is locked. Before the deadline you may withdraw it, edit and submit again.'],
  ],
  [
    ['上传材料支持哪些格式？', '上傳材料支持哪些格式？', 'Which file formats can I upload?'],
    ['图片支持 jpg、jpeg、png；文件支持 doc、docx、xls、xlsx、pdf、ppt、pptx、txt、zip、rar、7z、mp4。具体以各字段提示为准。', '圖片支持 jpg、jpeg、png；文件支持 doc、docx、xls、xlsx、pdf、ppt、pptx、txt、zip、rar、7z、mp4。具體以各字段提示為準。', 'Images: jpg, jpeg, png. Documents: doc, docx, xls, xlsx, pdf, ppt, pptx, txt, zip, rar, 7z, mp4. Each field’s hint has the final word.'],
  ],
  [
    ['推荐人如何提交推荐信？', '推薦人如何提交推薦信？', 'How do my referees submit their letters?'],
    ['在推荐人信息模块填写推荐人邮箱并发送邀请，推荐人通过邮件中的专属链接登录并在线提交推荐信。', '在推薦人信息模塊填寫推薦人郵箱並發送邀請，推薦人通過郵件中的專屬鏈接登錄並在線提交推薦信。', 'Enter each referee’s e-mail in the referee section and send the invitation. Referees log in with the personal link in that e-mail and submit online.'],
  ],
  [
    ['什么时候可以查看审核结果？', '什麼時候可以查看審核結果？', 'When will I know the result?'],
    [`审核结果将在“申请进度”中公布，并通过站内消息通知。其他问题请联系 ${email}。`, `審核結果將在「申請進度」中公佈，並通過站內消息通知。其他問題請聯繫 ${email}。`, `Results appear under “Progress” and in your messages. For anything else, write to ${email}.`],
  ],
];

/** Six question and answer pairs (title = question, body = answer). */
export function faq(project: DemoProject, now: number): DemoContent[] {
  const { email } = projectWords(project);
  return PAIRS(email).map(([question, answer], index) => ({
    kind: 'faq',
    title: t(...question),
    body: htmlText([answer[0]], [answer[1]], [answer[2]]),
    extra: {},
    sort: index,
    publishedAt: now - 30 * 24 * 3600 * 1000,
  }));
}
