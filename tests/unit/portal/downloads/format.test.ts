import { describe, expect, it } from 'vitest';
import { fileKind } from '../../../../src/pages/downloads/fileKind';
import { dateText } from '../../../../src/i18n';
import { fileSizeText } from '../../../../src/pages/downloads/format';

describe('fileSizeText', () => {
  it('gives kB under one megabyte and MB from there on, in each language', () => {
    expect(fileSizeText(1536, 'en')).toBe('1.5 kB');
    expect(fileSizeText(5 * 1024 * 1024 + 300 * 1024, 'en')).toBe('5.3 MB');
    expect(fileSizeText(1536, 'sc')).toBe('1.5 kB');
    expect(fileSizeText(2 * 1024 * 1024, 'tc')).toBe('2 MB');
    expect(fileSizeText(1024 * 1024 - 1, 'en')).toBe('1,024 kB');
  });

  it('never shows an empty file as zero', () => {
    expect(fileSizeText(0, 'en')).toBe('0.1 kB');
    expect(fileSizeText(12, 'en')).toBe('0.1 kB');
  });
});

describe('dateText', () => {
  it('writes the date in the reader\'s language', () => {
    const ms = Date.UTC(2026, 2, 15, 12);
    expect(dateText(ms, 'en')).toBe('Mar 15, 2026');
    expect(dateText(ms, 'sc')).toBe('2026年3月15日');
  });
});

describe('fileKind', () => {
  it.each([
    ['application-guide.pdf', 'pdf'],
    ['GUIDE.PDF', 'pdf'],
    ['recommendation-letter-template.txt', 'text'],
    ['photo.JPEG', 'image'],
    ['bundle.7z', 'archive'],
    ['scores.xlsx', 'office'],
    ['letter.docx', 'office'],
    ['/downloads/x.pdf?inline=1#page=2', 'pdf'],
    ['README', 'other'],
    ['folder.v2/README', 'other'],
    ['movie.mp4', 'other'],
    [null, 'other'],
  ] as const)('%s is %s', (name, kind) => {
    expect(fileKind(name)).toBe(kind);
  });
});
