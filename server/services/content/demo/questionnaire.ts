import type { RawFieldDefinition } from '../../../../fixtures';
import type { LocalizedText } from '../../../../schema-adapters';
import { t } from './texts';

/** The applicant survey every demo project carries. */
export const QUESTIONNAIRE: { title: LocalizedText; fields: RawFieldDefinition[] } = {
  title: t('报名体验问卷', '報名體驗問卷', 'Application experience survey'),
  fields: [
    {
      id: 9201,
      field: 'source',
      name: t('您从哪里了解到本项目？', '您從哪裡了解到本項目？', 'How did you hear about us?'),
      type: 3,
      required: 1,
      item: [
        t('学校官网', '學校官網', 'University website'),
        t('微信公众号', '微信公眾號', 'WeChat official account'),
        t('老师或同学推荐', '老師或同學推薦', 'A teacher or classmate'),
        { ...t('其他', '其他', 'Other'), text: 1, required: 1, tips: t('请注明', '請註明', 'Please specify') },
      ],
      sort: 1,
    },
    {
      id: 9202,
      field: 'helpful',
      name: t('哪些内容对您帮助最大？（最多选2项）', '哪些內容對您幫助最大？（最多選2項）', 'What helped you most? (up to 2)'),
      type: 4,
      required: 1,
      item: [t('报名指南', '報名指南', 'Application guide'), t('常见问题', '常見問題', 'FAQ'), t('宣讲会', '宣講會', 'Information session'), t('招生老师答疑', '招生老師答疑', 'Answers from admissions staff')],
      condition: { max_quantity: 2 },
      sort: 2,
    },
    {
      id: 9203,
      field: 'suggestion',
      name: t('您对报名系统的建议', '您對報名系統的建議', 'Suggestions for the application system'),
      type: 2,
      required: 0,
      condition: { word_max: 200 },
      sort: 3,
    },
  ],
};
