const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const looksLikeHtml = (text: string) => /<\/?[a-z][^>]*>/i.test(text);

/** Letter content as HTML: HTML stays as written (the portal sanitises it); plain text becomes escaped paragraphs. */
export function contentHtml(content: string): string {
  if (looksLikeHtml(content)) return content;
  return paragraphsOfText(content)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function paragraphsOfText(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean);
}

/** The plain paragraphs of letter content (HTML or text), for the PDF: blocks become paragraphs, `<br>` a line break. */
export function contentParagraphs(content: string): string[] {
  if (!looksLikeHtml(content)) return paragraphsOfText(content);
  const text = content
    .replace(/<(script|style|head|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n\n• ')
    .replace(/<\/?(p|div|section|article|header|footer|h[1-6]|ul|ol|li|tr|table|blockquote|pre|hr)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return paragraphsOfText(decodeEntities(text));
}
