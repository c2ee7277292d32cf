// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthModeData } from '../../../protocol/account';
import { setApiBase } from '../../../src/api';
import { ensureBoot } from '../../../src/app/boot';
import { embeddedConfig } from '../../../src/app/embeddedConfig';
import { useProjectStore } from '../../../src/store';
import { removeConfigBlock, SCU_CONFIG, writeConfigBlock } from './pageConfig';

const CONFIG: AuthModeData = { ...SCU_CONFIG, title: { sc: '四川大学研究生招生', en: 'Sichuan University </script> Graduate Admissions' } };

afterEach(removeConfigBlock);

describe('the project configuration written into the page', () => {
  it('is read back whole, even a title holding a closing script tag', () => {
    writeConfigBlock(CONFIG);
    expect(embeddedConfig('scu')).toEqual(CONFIG);
  });

  it('is ignored when it is missing, unreadable or for another project, so the portal asks the API', () => {
    expect(embeddedConfig('scu')).toBeNull();
    writeConfigBlock(CONFIG);
    expect(embeddedConfig('itf')).toBeNull();
    removeConfigBlock();
    writeConfigBlock('{"domain":"scu",');
    expect(embeddedConfig('scu')).toBeNull();
  });

  it('lets the portal start with no request for it: boot succeeds with the API unreachable', async () => {
    window.history.replaceState(null, '', '/scu/apply/#/login');
    setApiBase('http://127.0.0.1:9');
    writeConfigBlock(CONFIG);
    await ensureBoot();
    expect(useProjectStore.getState().projectConfig?.title).toEqual(CONFIG.title);
    expect(useProjectStore.getState().baseParams?.project_id).toBe(7);
  });
});
