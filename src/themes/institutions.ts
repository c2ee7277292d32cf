import { isOneOf } from '../../protocol/isOneOf';
import type { FooterLinkKey, FooterVariant, HeaderVariant, Institution } from './types';

/** What sets an institution apart, before the project colour is mixed in. */
export interface InstitutionStyle {
  /** The institution's own accent colour. */
  accent: string;
  header: HeaderVariant;
  footer: FooterVariant;
  fontFamily: string;
  headingFont: string;
  radius: number;
  links: FooterLinkKey[];
}

const SANS = '-apple-system, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Roboto, Arial, sans-serif';
const SERIF = 'Georgia, "Times New Roman", "Songti SC", "Noto Serif CJK SC", SimSun, serif';
const ROUNDED = '"Nunito", "Varela Round", "PingFang SC", "Microsoft YaHei", "Segoe UI", Arial, sans-serif';

/** The institutions' styles (spec section 6: user types drive header, footer and styling). */
export const INSTITUTIONS: Readonly<Record<Institution, InstitutionStyle>> = {
  bs: { accent: '#a6192e', header: 'classic', footer: 'columns', fontFamily: SANS, headingFont: SANS, radius: 4, links: ['notices', 'articles', 'guide', 'help', 'feedback', 'statement'] },
  bicmr: { accent: '#c99700', header: 'solid', footer: 'centered', fontFamily: SANS, headingFont: SANS, radius: 2, links: ['notices', 'articles', 'applicationGuide', 'help', 'feedback'] },
  bcy: { accent: '#b5651d', header: 'band', footer: 'columns', fontFamily: SANS, headingFont: SERIF, radius: 0, links: ['notices', 'articles', 'guide', 'applicationGuide', 'help', 'statement'] },
  itf: { accent: '#00838f', header: 'gradient', footer: 'split', fontFamily: SANS, headingFont: SANS, radius: 8, links: ['notices', 'articles', 'applicationGuide', 'help', 'feedback', 'statement'] },
  xjtu: { accent: '#c8102e', header: 'split', footer: 'columns', fontFamily: SANS, headingFont: SANS, radius: 4, links: ['notices', 'articles', 'guide', 'help', 'statement'] },
  ssm: { accent: '#b08d57', header: 'elegant', footer: 'centered', fontFamily: SANS, headingFont: SERIF, radius: 0, links: ['notices', 'articles', 'applicationGuide', 'help', 'statement'] },
  qyj: { accent: '#0288d1', header: 'pill', footer: 'rounded', fontFamily: ROUNDED, headingFont: ROUNDED, radius: 16, links: ['notices', 'articles', 'guide', 'help', 'feedback'] },
  default: { accent: '#455a64', header: 'classic', footer: 'centered', fontFamily: SANS, headingFont: SANS, radius: 4, links: ['notices', 'articles', 'help', 'feedback', 'statement'] },
};

const KNOWN: readonly Institution[] = ['bs', 'bicmr', 'bcy', 'itf', 'xjtu', 'ssm', 'qyj'];

/** Project domains of each user type (spec section 6). */
const BY_DOMAIN: Readonly<Record<string, Institution>> = {
  scu: 'bs',
  data: 'bicmr',
  jcdc: 'bcy',
  cyzz: 'bcy',
  xzktbm: 'bcy',
  jcdctwo: 'bcy',
  itf: 'itf',
  xjtu: 'xjtu',
  sc: 'ssm',
  schwarzman: 'ssm',
  qyj: 'qyj',
};

/** The institution of a project: its configured user type, else the one its domain belongs to, else `default`. */
export function resolveInstitution(userType: string | null | undefined, domain: string | null | undefined): Institution {
  const type = (userType ?? '').trim().toLowerCase();
  if (isOneOf(KNOWN, type)) return type;
  return BY_DOMAIN[(domain ?? '').trim().toLowerCase()] ?? 'default';
}
