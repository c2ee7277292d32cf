import { SCHOOL_SEARCH_LIMIT, type ForeignSchool, type ForeignSchoolLevel } from '../../../protocol/content';

/** Tiers the portal's education-history forms offer for universities abroad. */
export const SCHOOL_LEVELS: readonly ForeignSchoolLevel[] = [
  { id: 1, name: { sc: '世界一流研究型大学', tc: '世界一流研究型大學', en: 'World-leading research universities' } },
  { id: 2, name: { sc: '知名研究型大学', tc: '知名研究型大學', en: 'Major research universities' } },
  { id: 3, name: { sc: '其他认可院校', tc: '其他認可院校', en: 'Other recognised institutions' } },
];

type Row = [level: number, country: string, en: string, sc: string, tc: string];

const DATA: Row[] = [
  [1, 'US', 'Massachusetts Institute of Technology', '麻省理工学院', '麻省理工學院'],
  [1, 'US', 'Stanford University', '斯坦福大学', '史丹佛大學'],
  [1, 'US', 'Harvard University', '哈佛大学', '哈佛大學'],
  [1, 'US', 'California Institute of Technology', '加州理工学院', '加州理工學院'],
  [1, 'US', 'Princeton University', '普林斯顿大学', '普林斯頓大學'],
  [1, 'US', 'Yale University', '耶鲁大学', '耶魯大學'],
  [1, 'US', 'University of Chicago', '芝加哥大学', '芝加哥大學'],
  [1, 'US', 'Columbia University', '哥伦比亚大学', '哥倫比亞大學'],
  [1, 'US', 'University of California, Berkeley', '加州大学伯克利分校', '加州大學柏克萊分校'],
  [1, 'GB', 'University of Cambridge', '剑桥大学', '劍橋大學'],
  [1, 'GB', 'University of Oxford', '牛津大学', '牛津大學'],
  [1, 'GB', 'Imperial College London', '帝国理工学院', '帝國理工學院'],
  [1, 'GB', 'University College London', '伦敦大学学院', '倫敦大學學院'],
  [1, 'CH', 'ETH Zurich', '苏黎世联邦理工学院', '蘇黎世聯邦理工學院'],
  [1, 'SG', 'National University of Singapore', '新加坡国立大学', '新加坡國立大學'],
  [1, 'JP', 'The University of Tokyo', '东京大学', '東京大學'],
  [2, 'CA', 'University of Toronto', '多伦多大学', '多倫多大學'],
  [2, 'CA', 'McGill University', '麦吉尔大学', '麥基爾大學'],
  [2, 'CA', 'University of British Columbia', '英属哥伦比亚大学', '英屬哥倫比亞大學'],
  [2, 'AU', 'The University of Melbourne', '墨尔本大学', '墨爾本大學'],
  [2, 'AU', 'The University of Sydney', '悉尼大学', '雪梨大學'],
  [2, 'AU', 'Australian National University', '澳大利亚国立大学', '澳洲國立大學'],
  [2, 'GB', 'The University of Edinburgh', '爱丁堡大学', '愛丁堡大學'],
  [2, 'GB', "King's College London", '伦敦国王学院', '倫敦國王學院'],
  [2, 'GB', 'The University of Manchester', '曼彻斯特大学', '曼徹斯特大學'],
  [2, 'JP', 'Kyoto University', '京都大学', '京都大學'],
  [2, 'KR', 'Seoul National University', '首尔大学', '首爾大學'],
  [2, 'SG', 'Nanyang Technological University', '南洋理工大学', '南洋理工大學'],
  [2, 'DE', 'Technical University of Munich', '慕尼黑工业大学', '慕尼黑工業大學'],
  [2, 'DE', 'Heidelberg University', '海德堡大学', '海德堡大學'],
  [2, 'FR', 'Sorbonne University', '索邦大学', '索邦大學'],
  [2, 'NL', 'Delft University of Technology', '代尔夫特理工大学', '台夫特理工大學'],
  [2, 'NL', 'University of Amsterdam', '阿姆斯特丹大学', '阿姆斯特丹大學'],
  [2, 'BE', 'KU Leuven', '鲁汶大学', '魯汶大學'],
  [3, 'NZ', 'The University of Auckland', '奥克兰大学', '奧克蘭大學'],
  [3, 'IE', 'Trinity College Dublin', '都柏林圣三一大学', '都柏林聖三一大學'],
  [3, 'DK', 'University of Copenhagen', '哥本哈根大学', '哥本哈根大學'],
  [3, 'SE', 'Lund University', '隆德大学', '隆德大學'],
  [3, 'FI', 'University of Helsinki', '赫尔辛基大学', '赫爾辛基大學'],
  [3, 'AT', 'University of Vienna', '维也纳大学', '維也納大學'],
  [3, 'RU', 'Lomonosov Moscow State University', '莫斯科国立大学', '莫斯科國立大學'],
  [3, 'BR', 'University of São Paulo', '圣保罗大学', '聖保羅大學'],
  [3, 'ZA', 'University of Cape Town', '开普敦大学', '開普敦大學'],
  [3, 'AU', 'Monash University', '莫纳什大学', '蒙納士大學'],
];

/** Universities abroad with their tier. */
export const FOREIGN_SCHOOLS: readonly ForeignSchool[] = DATA.map(([level, country, en, sc, tc], index) => ({
  id: index + 1,
  level,
  country,
  name: { sc, tc, en },
}));

/** Schools of one tier, or all. */
export function schoolsOfLevel(level: number | undefined): ForeignSchool[] {
  return FOREIGN_SCHOOLS.filter((school) => level === undefined || school.level === level);
}

/** Case-insensitive substring search over the three names, at most 20 results. */
export function searchSchools(term: string): ForeignSchool[] {
  const needle = term.trim().toLocaleLowerCase('en');
  if (!needle) return [];
  return FOREIGN_SCHOOLS.filter((school) =>
    [school.name.en, school.name.sc, school.name.tc].some((name) => name.toLocaleLowerCase('en').includes(needle)),
  ).slice(0, SCHOOL_SEARCH_LIMIT);
}
