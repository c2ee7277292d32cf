import type { AuthModeData } from '../../../protocol/account';
import { BOOT_CONFIG_ELEMENT_ID, bootConfigBlock } from '../../../protocol/bootConfig';

/** scu's configuration as public.authMode answers it (and the project page carries it). */
export const SCU_CONFIG: AuthModeData = {
  deadline: 1800518400,
  org_id: 1001,
  project_id: 7,
  domain: 'scu',
  lang: ['sc', 'tc', 'en'],
  ico_url: '/static/icons/scu.svg',
  title: { sc: '四川大学研究生招生' },
  seo_title: { sc: '四川大学网上报名' },
  color: '#4dbca6',
  color_rgba: 'rgba(77, 188, 166, 0.1)',
  layout: { name: 'theme-1' },
  background: null,
  header_image: null,
  user_type: 'ssm',
  free: 0,
  page_config: {},
  contact: {},
};

/** Writes the configuration block into the page's head as the server does; given text, a block holding just that text. */
export function writeConfigBlock(config: AuthModeData | string): void {
  const block = typeof config === 'string' ? `<script type="application/json" id="${BOOT_CONFIG_ELEMENT_ID}">${config}</script>` : bootConfigBlock(config);
  document.head.insertAdjacentHTML('beforeend', block);
}

/** Takes the configuration block out of the page. */
export const removeConfigBlock = (): void => document.getElementById(BOOT_CONFIG_ELEMENT_ID)?.remove();
