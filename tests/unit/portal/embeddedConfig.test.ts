// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthModeData } from '../../../protocol/account';
import { BOOT_CONFIG_ELEMENT_ID, scriptSafeJson } from '../../../protocol/bootConfig';
import { setApiBase } from '../../../src/api';
import { ensureBoot } from '../../../src/app/boot';
import { embeddedConfig } from '../../../src/app/embeddedConfig';
import { useProjectStore } from '../../../src/store';

const CONFIG: AuthModeData = {
  deadline: 1800518400,
  org_id: 1001,
  project_id: 7,
  domain: 'scu',
  lang: ['sc', 'tc', 'en'],
  ico_url: '/static/icons/scu.svg',
  title: { sc: '四川大学研究生招生', en: 'Sichuan University </script> Graduate Admissions' },
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

/** The data block as the server writes it into the project page. */
function writeBlock(text: string): void {
  document.head.insertAdjacentHTML('beforeend', `<script type="application/json" id="${BOOT_CONFIG_ELEMENT_ID}">${text}</script>`);
}

afterEach(() => document.getElementById(BOOT_CONFIG_ELEMENT_ID)?.remove());

describe('the project configuration written into the page', () => {
  it('is read back whole, even a title holding a closing script tag', () => {
    writeBlock(scriptSafeJson(CONFIG));
    expect(embeddedConfig('scu')).toEqual(CONFIG);
  });

  it('is ignored when it is missing, unreadable or for another project, so the portal asks the API', () => {
    expect(embeddedConfig('scu')).toBeNull();
    writeBlock(scriptSafeJson(CONFIG));
    expect(embeddedConfig('itf')).toBeNull();
    document.getElementById(BOOT_CONFIG_ELEMENT_ID)?.remove();
    writeBlock('{"domain":"scu",');
    expect(embeddedConfig('scu')).toBeNull();
  });

  it('lets the portal start with no request for it: boot succeeds with the API unreachable', async () => {
    window.history.replaceState(null, '', '/scu/apply/#/login');
    setApiBase('http://127.0.0.1:9');
    writeBlock(scriptSafeJson(CONFIG));
    await ensureBoot();
    expect(useProjectStore.getState().projectConfig?.title).toEqual(CONFIG.title);
    expect(useProjectStore.getState().baseParams?.project_id).toBe(7);
  });
});
