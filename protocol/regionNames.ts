import type { RegionName } from './content';

/** Names the portal uses instead of the Intl ones (the same words as the fixtures' own phone codes). */
export const REGION_NAMES: Record<string, RegionName> = {
  CN: { sc: '中国大陆', tc: '中國大陸', en: 'Chinese Mainland' },
  HK: { sc: '中国香港', tc: '中國香港', en: 'Hong Kong, China' },
  MO: { sc: '中国澳门', tc: '中國澳門', en: 'Macao, China' },
  TW: { sc: '中国台湾', tc: '中國台灣', en: 'Taiwan, China' },
};
