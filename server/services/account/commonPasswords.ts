import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of `@zxcvbn-ts/language-common` (MIT, maintained with zxcvbn-ts): about 49,000 passwords
 * ranked by how often they occur in breach corpora, stored lower case. Made into a Set once, on first use, on the
 * server only (the portal bundle never carries it).
 */
let common: ReadonlySet<string> | undefined;

function commonSet(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** True when the password, compared without regard to case, is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonSet().has(password.normalize('NFC').toLowerCase());
}

/** How many passwords the list holds. */
export const commonPasswordCount = (): number => commonSet().size;
