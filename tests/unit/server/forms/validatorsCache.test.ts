import { describe, expect, it } from 'vitest';
import { createValidatorsCache } from '../../../../server/services/forms/validatorsCache';

const entry = (length: number) => ({ code: 'x'.repeat(length), schemas: [] });

describe('the generated validators cache', () => {
  it('drops the least recently used entries beyond its count or its code length, and never keeps an oversized one', () => {
    const cache = createValidatorsCache({ entries: 2, codeLength: 100 });
    cache.set('a', entry(10));
    cache.set('b', entry(10));
    expect(cache.get('a')?.code).toHaveLength(10);
    cache.set('c', entry(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('d', entry(95));
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.size).toBe(1);
    cache.set('huge', entry(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('d')).toBeDefined();
  });
});
