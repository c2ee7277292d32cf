import { describe, expect, it } from 'vitest';
import { pageOf } from '../../../../src/components/paging';
import { excerptOf } from '../../../../src/pages/info/content';
import { contentIn } from '../../../../src/pages/info/content';
import { listHref, messageHref, messageIdOf } from '../../../../src/pages/messages/messageText';
import type { MessageRecord } from '../../../../protocol/content';

const query = (text: string) => new URLSearchParams(text);

describe('message centre addresses', () => {
  it('reads the list page, 1 when missing or not a positive whole number', () => {
    expect(pageOf(query('').get('page'))).toBe(1);
    expect(pageOf(query('page=3').get('page'))).toBe(3);
    for (const bad of ['0', '-2', '1.5', 'two', '']) expect(pageOf(query(`page=${bad}`).get('page')), bad).toBe(1);
  });

  it('tells no id (the list) from an id that cannot name a message', () => {
    expect(messageIdOf(query('page=2'))).toBeUndefined();
    expect(messageIdOf(query('id=42'))).toBe(42);
    for (const bad of ['', '0', 'abc', '-1', '4.2']) expect(messageIdOf(query(`id=${bad}`)), bad).toBeNull();
  });

  it('keeps the list page in the links of a message and back', () => {
    expect(listHref(1)).toBe('/message');
    expect(listHref(2)).toBe('/message?page=2');
    expect(messageHref(7, 1)).toBe('/message?id=7');
    expect(messageHref(7, 3)).toBe('/message?id=7&page=3');
  });
});

describe('message texts', () => {
  const record: MessageRecord = { id: 1, title: 'fallback', body: '<p>x</p>', title_i18n: { sc: '标题', en: 'Title' }, body_i18n: { en: '<p>Hello&nbsp;<b>there</b></p>' }, broadcast: true, read: false, created_at: 0 };

  it('picks the language, falling back to another', () => {
    expect(contentIn(record, 'en')).toEqual({ title: 'Title', body: '<p>Hello&nbsp;<b>there</b></p>' });
    expect(contentIn(record, 'tc').title).toBe('标题');
  });

  it('turns a body into one line of plain text', () => {
    expect(excerptOf('<p>Hello&nbsp;<b>there</b></p>\n<p>and more</p>')).toBe('Hello there and more');
  });
});
