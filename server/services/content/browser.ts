import type { BrowserInfo } from '../../../protocol/content';

const RULES: Array<[name: string, pattern: RegExp]> = [
  ['WeChat', /MicroMessenger\/([\d.]+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Samsung Internet', /SamsungBrowser\/([\d.]+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/([\d.]+)/],
  ['Chrome', /(?:Chrome|CriOS)\/([\d.]+)/],
  ['Safari', /Version\/([\d.]+).*Safari\//],
  ['IE', /MSIE ([\d.]+)/],
  ['IE', /Trident\/.*rv:([\d.]+)/],
];

/** Browser name and version from a User-Agent; Internet Explorer below 10 is unsupported (spec section 4). */
export function parseBrowser(userAgent: string | undefined): BrowserInfo {
  const agent = userAgent ?? '';
  for (const [name, pattern] of RULES) {
    const match = pattern.exec(agent);
    if (!match?.[1]) continue;
    const version = match[1];
    const major = Number.parseInt(version, 10);
    return { name, version, supported: !(name === 'IE' && major < 10) };
  }
  return { name: 'unknown', version: '', supported: true };
}
