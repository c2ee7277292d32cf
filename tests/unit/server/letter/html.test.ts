import { describe, expect, it } from 'vitest';
import { contentHtml, contentParagraphs } from '../../../../server/services/letter/html';

describe('admission letter content', () => {
  it('keeps HTML as written and turns plain text into escaped paragraphs', () => {
    expect(contentHtml('<p>Hello <b>you</b></p>')).toBe('<p>Hello <b>you</b></p>');
    expect(contentHtml('Fees: 3 < 4 & "ok"\nsecond line\n\n  Next paragraph  ')).toBe('<p>Fees: 3 &lt; 4 &amp; &quot;ok&quot;<br>second line</p><p>Next paragraph</p>');
    expect(contentHtml('')).toBe('');
  });

  it('reads HTML as plain paragraphs for the PDF', () => {
    const html = '<h2>Welcome</h2><p>Line one<br/>line &amp; two&nbsp;&#x4E2D;&#25991;</p><!-- note --><ul><li>First</li><li>Second</li></ul><style>p{}</style><script>alert(1)</script><div>Last  <span>words</span></div>';
    expect(contentParagraphs(html)).toEqual(['Welcome', 'Line one\nline & two 中文', '• First', '• Second', 'Last words']);
    expect(contentParagraphs('one\r\n\r\ntwo')).toEqual(['one', 'two']);
  });
});
