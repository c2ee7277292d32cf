import type { AuthModeData } from '../../protocol/account';
import { BOOT_CONFIG_ELEMENT_ID } from '../../protocol/bootConfig';

/**
 * The project configuration the server wrote into the page (the same answer as public.authMode), when it is there,
 * readable and for this domain; otherwise null and the portal asks the API.
 */
export function embeddedConfig(domain: string): AuthModeData | null {
  const text = document.getElementById(BOOT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config = JSON.parse(text) as Partial<AuthModeData> | null;
    return config && typeof config === 'object' && config.domain === domain && Array.isArray(config.lang) ? (config as AuthModeData) : null;
  } catch {
    return null;
  }
}
