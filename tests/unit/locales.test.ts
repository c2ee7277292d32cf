import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import sc from '../../locales/sc.json';
import tc from '../../locales/tc.json';

function leaves(node: unknown, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  if (typeof node === 'string') return result.set(prefix, node);
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    for (const [path, text] of leaves(value, prefix ? `${prefix}.${key}` : key)) result.set(path, text);
  }
  return result;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('locale catalogues', () => {
  const catalogues = { sc: leaves(sc), tc: leaves(tc), en: leaves(en) };

  it.each(['sc', 'tc'] as const)('%s has exactly the keys of en, none empty', (locale) => {
    expect([...catalogues[locale].keys()].sort()).toEqual([...catalogues.en.keys()].sort());
    for (const text of catalogues[locale].values()) expect(text.trim()).not.toBe('');
  });

  it.each(['sc', 'tc'] as const)('%s uses the same placeholders as en for every message', (locale) => {
    for (const [key, text] of catalogues.en) expect({ key, names: placeholders(catalogues[locale].get(key) ?? '') }).toEqual({ key, names: placeholders(text) });
  });

  it('keeps the wording the specification gives in English', () => {
    expect(catalogues.en.get('validation.required')).toBe('Required fields cannot be empty');
    expect(catalogues.en.get('validation.file.type')).toBe('Please upload a document in {{types}} format.');
    expect(catalogues.en.get('validation.file.size')).toBe('Please upload a document less than {{limit}}MB');
    expect(catalogues.en.get('validation.file.count')).toBe('The number of files is limited');
    expect(catalogues.en.get('validation.idNumber.format')).toBe('Wrong ID number format');
    expect(catalogues.en.get('validation.idNumber.area')).toBe('Wrong ID number area encoding');
    expect(catalogues.en.get('validation.idNumber.checkbit')).toBe('ID number check bit error');
  });
});
