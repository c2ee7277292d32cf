import { describe, expect, it } from 'vitest';
import { dateText, isoDate } from '../../../../src/i18n';
import { excerptOf } from '../../../../src/pages/info/content';
import { forgetOpened, rememberOpened } from '../../../../src/pages/content/readMarks';
import { readStateOf } from '../../../../src/pages/content/readState';
import { contentItem } from '../contentItem';

const item = (id: number, read: boolean) => contentItem({ id, read });

describe('content formatting', () => {
  const noon = Date.UTC(2026, 2, 5, 12);

  it('writes the publication date in the reader’s language', () => {
    expect(dateText(noon, 'en')).toBe('Mar 5, 2026');
    expect(dateText(noon, 'sc')).toBe('2026年3月5日');
    expect(dateText(noon, 'tc')).toBe('2026年3月5日');
    expect(isoDate(noon)).toBe('2026-03-05');
  });

  it('cuts the plain text of a body into an excerpt', () => {
    expect(excerptOf('<p>Short &amp; plain</p>')).toBe('Short & plain');
    const long = `<p>${'word '.repeat(60)}</p>`;
    const excerpt = excerptOf(long, 20);
    expect(excerpt).toBe('word word word word…');
  });
});

describe('read state in lists', () => {
  it('shows none to anonymous readers, the server flag or an opening in this visit to signed-in ones', () => {
    expect(readStateOf(item(1, true), null)).toBeNull();
    expect(readStateOf(item(1, true), 'scu/U1')).toBe(true);
    expect(readStateOf(item(2, false), 'scu/U1')).toBe(false);
    rememberOpened('scu/U1', 2);
    expect(readStateOf(item(2, false), 'scu/U1')).toBe(true);
    expect(readStateOf(item(2, false), 'scu/U2')).toBe(false);
    forgetOpened('scu/U1', 2);
    expect(readStateOf(item(2, false), 'scu/U1')).toBe(false);
  });
});
