import type { AuthModeData } from '../../protocol/account';
import { BOOT_CONFIG_ELEMENT_ID } from '../../protocol/bootConfig';

/** A parsed configuration for `domain` with its languages (the rest is trusted as the server wrote it). */
const isConfigOf = (value: unknown, domain: string): value is AuthModeData =>
  typeof value === 'object' && value !== null && 'domain' in value && value.domain === domain && 'lang' in value && Array.isArray(value.lang);

/**
 * The project configuration the server wrote into the page (the same answer as public.authMode), when it is there,
 * readable and for this domain; otherwise null and the portal asks the API.
 */
export function embeddedConfig(domain: string): AuthModeData | null {
  const text = document.getElementById(BOOT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config: unknown = JSON.parse(text);
    return isConfigOf(config, domain) ? config : null;
  } catch {
    return null;
  }
}
