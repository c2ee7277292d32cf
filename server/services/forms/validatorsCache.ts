import type { FormValidatorsData } from '../../../protocol/forms';
import { oldestKey } from '../../../schema-adapters/cacheEviction';

/** How many modules' validators are kept, and how many characters of code they may hold in all. */
const MAX_ENTRIES = 512;
const MAX_CODE_LENGTH = 16_000_000;

/**
 * Generated validators by a hash of their shape list, least recently used dropped first: every form whose schemas are
 * the same (the same module for every applicant, or modules of the same shapes) shares one generation.
 */
export function createValidatorsCache(limits = { entries: MAX_ENTRIES, codeLength: MAX_CODE_LENGTH }) {
  const byHash = new Map<string, FormValidatorsData>();
  let codeLength = 0;
  const drop = (hash: string) => {
    const entry = byHash.get(hash);
    if (!entry) return;
    byHash.delete(hash);
    codeLength -= entry.code.length;
  };
  return {
    get(hash: string): FormValidatorsData | undefined {
      const hit = byHash.get(hash);
      if (hit) {
        byHash.delete(hash);
        byHash.set(hash, hit);
      }
      return hit;
    },
    set(hash: string, validators: FormValidatorsData): void {
      drop(hash);
      if (validators.code.length > limits.codeLength) return;
      byHash.set(hash, validators);
      codeLength += validators.code.length;
      while (byHash.size > limits.entries || codeLength > limits.codeLength) {
        const oldest = oldestKey(byHash);
        if (oldest === undefined) break;
        drop(oldest);
      }
    },
    get size() {
      return byHash.size;
    },
  };
}

export type ValidatorsCache = ReturnType<typeof createValidatorsCache>;
