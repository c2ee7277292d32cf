import type { LocalizedText } from '../../schema-adapters';

/** One demo project per institution user type of spec section 6. */
export interface DemoProject {
  domain: string;
  orgId: number;
  userType: 'bs' | 'bicmr' | 'bcy' | 'itf' | 'xjtu' | 'ssm' | 'qyj';
  title: LocalizedText;
  seoTitle: LocalizedText;
  color: string;
  /** Theme / layout name. */
  layout: string;
  languages: Array<'sc' | 'tc' | 'en'>;
  free: boolean;
  /** Module fixtures by name, in menu order; `all-field-types` is every field fixture in one module. */
  modules: string[];
  contact: { email: string; phone: string; address: LocalizedText };
}

const t = (sc: string, tc: string, en: string): LocalizedText => ({ sc, tc, en });

export const DEMO_PROJECTS: DemoProject[] = [
  {
    domain: 'scu',
    orgId: 1001,
    userType: 'bs',
    title: t('四川大学研究生招生', '四川大學研究生招生', 'Sichuan University Graduate Admissions'),
    seoTitle: t('四川大学网上报名', '四川大學網上報名', 'Sichuan University online application'),
    color: '#4dbca6',
    layout: 'theme-1',
    languages: ['sc', 'tc', 'en'],
    free: false,
    modules: ['scu-basic-info', 'data-education-history', 'xjtu-personal-statement', 'all-field-types', 'sc-recommenders', 'sc-recommendation-letter'],
    contact: { email: 'yz@scu.example.edu', phone: '028-8541-2000', address: t('四川省成都市一环路南一段24号', '四川省成都市一環路南一段24號', '24 South Section 1, Yihuan Road, Chengdu') },
  },
  {
    domain: 'data',
    orgId: 1002,
    userType: 'bicmr',
    title: t('北京国际数学研究中心暑期学校', '北京國際數學研究中心暑期學校', 'BICMR Summer School'),
    seoTitle: t('暑期学校报名', '暑期學校報名', 'Summer school application'),
    color: '#1f5fa8',
    layout: 'theme-2',
    languages: ['sc', 'en'],
    free: false,
    modules: ['scu-basic-info', 'data-education-history', 'jcdc-self-evaluation'],
    contact: { email: 'summer@bicmr.example.edu', phone: '010-6274-4000', address: t('北京市海淀区颐和园路5号', '北京市海淀區頤和園路5號', '5 Yiheyuan Road, Haidian, Beijing') },
  },
  {
    domain: 'jcdc',
    orgId: 1003,
    userType: 'bcy',
    title: t('基础学科拔尖计划', '基礎學科拔尖計劃', 'Top Talent Programme in Basic Sciences'),
    seoTitle: t('拔尖计划报名', '拔尖計劃報名', 'Top talent application'),
    color: '#8a5a2b',
    layout: 'theme-3',
    languages: ['sc', 'tc'],
    free: false,
    modules: ['scu-basic-info', 'jcdc-self-evaluation', 'itf-family-info'],
    contact: { email: 'jcdc@bcy.example.edu', phone: '010-6275-1000', address: t('北京市海淀区中关村大街', '北京市海淀區中關村大街', 'Zhongguancun Street, Haidian, Beijing') },
  },
  {
    domain: 'itf',
    orgId: 1004,
    userType: 'itf',
    title: t('创新人才基金项目', '創新人才基金項目', 'Innovation Talent Fund'),
    seoTitle: t('创新人才基金申请', '創新人才基金申請', 'Innovation Talent Fund application'),
    color: '#2e7d32',
    layout: 'theme-4',
    languages: ['sc', 'tc', 'en'],
    free: false,
    modules: ['scu-basic-info', 'itf-family-info', 'sc-recommenders', 'sc-recommendation-letter'],
    contact: { email: 'apply@itf.example.org', phone: '+852 2345 6789', address: t('香港九龙塘达之路', '香港九龍塘達之路', 'Tat Chee Avenue, Kowloon Tong, Hong Kong') },
  },
  {
    domain: 'xjtu',
    orgId: 1005,
    userType: 'xjtu',
    title: t('西安交通大学少年班', '西安交通大學少年班', 'Xi’an Jiaotong University Special Class'),
    seoTitle: t('少年班报名', '少年班報名', 'Special class application'),
    color: '#0b4ea2',
    layout: 'theme-5',
    languages: ['sc'],
    free: false,
    modules: ['scu-basic-info', 'xjtu-personal-statement', 'data-education-history'],
    contact: { email: 'zsb@xjtu.example.edu', phone: '029-8266-8000', address: t('陕西省西安市咸宁西路28号', '陝西省西安市咸寧西路28號', '28 Xianning West Road, Xi’an') },
  },
  {
    domain: 'sc',
    orgId: 1006,
    userType: 'ssm',
    title: t('苏世民学者项目', '蘇世民學者項目', 'Schwarzman Scholars'),
    seoTitle: t('苏世民学者申请', '蘇世民學者申請', 'Schwarzman Scholars application'),
    color: '#8b1e2d',
    layout: 'schwarzman',
    languages: ['en', 'sc', 'tc'],
    free: false,
    modules: ['scu-basic-info', 'data-education-history', 'xjtu-personal-statement', 'sc-recommenders', 'sc-recommendation-letter'],
    contact: { email: 'admissions@sc.example.org', phone: '010-6279-0000', address: t('北京市海淀区清华大学苏世民书院', '北京市海淀區清華大學蘇世民書院', 'Schwarzman College, Tsinghua University, Beijing') },
  },
  {
    domain: 'qyj',
    orgId: 1007,
    userType: 'qyj',
    title: t('青少年科学营', '青少年科學營', 'Youth Science Camp'),
    seoTitle: t('科学营报名', '科學營報名', 'Science camp sign-up'),
    color: '#e07b00',
    layout: 'theme-6',
    languages: ['sc', 'tc', 'en'],
    free: true,
    modules: ['jcdc-self-evaluation', 'itf-family-info'],
    contact: { email: 'camp@qyj.example.org', phone: '400-800-1234', address: t('上海市徐汇区', '上海市徐匯區', 'Xuhui District, Shanghai') },
  },
];
