import { describe, expect, it } from 'vitest';
import type { ContentItem } from '../../../../protocol/content';
import { contentIn, filterFaq, plainText } from '../../../../src/pages/info/content';
import { contentItem } from '../contentItem';

const item = (id: number, sc: string, en: string, body: string) =>
  contentItem({ id, kind: 'faq', title: sc, body, title_i18n: { sc, en }, body_i18n: { sc: body, en: body } });

const FAQ = [item(1, '忘记密码怎么办？', 'I forgot my password', '<p>Use <b>Forgot&nbsp;password</b> &amp; a code.</p>'), item(2, '上传格式', 'File formats', '<p>jpg, png, pdf</p>')];

describe('information content', () => {
  it('reads the text of HTML without tags or entities', () => {
    expect(plainText('<p>Use <b>Forgot&nbsp;password</b> &amp; a code.</p>')).toBe('Use Forgot password & a code.');
  });

  it('picks title and body in the language, falling back to what the server chose', () => {
    expect(contentIn(FAQ[0] as ContentItem, 'en').title).toBe('I forgot my password');
    expect(contentIn(FAQ[0] as ContentItem, 'tc').title).toBe('忘记密码怎么办？');
  });

  it('filters the FAQ by every word of the query in question or answer, ignoring case and markup', () => {
    expect(filterFaq(FAQ, '', 'en')).toHaveLength(2);
    expect(filterFaq(FAQ, 'PASSWORD', 'en').map((entry) => entry.id)).toEqual([1]);
    expect(filterFaq(FAQ, 'pdf jpg', 'en').map((entry) => entry.id)).toEqual([2]);
    expect(filterFaq(FAQ, 'password pdf', 'en')).toEqual([]);
    expect(filterFaq(FAQ, '密码', 'sc').map((entry) => entry.id)).toEqual([1]);
    expect(filterFaq(FAQ, 'nbsp', 'en')).toEqual([]);
  });
});
