const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** A table inside a frame that scrolls sideways on a narrow screen (focusable, so it scrolls from the keyboard too). */
export const scrollingTable = (table: string): string => `<div class="scroll" tabindex="0">${table}</div>`;

/** A small self-contained page (no scripts). */
export function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem;color:#1d2b36}
h1{font-size:1.5rem}.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d8dee4;padding:.5rem;text-align:left;vertical-align:top}
a{color:#0b6e5c}code,pre{font-family:ui-monospace,monospace;white-space:pre-wrap;margin:0}.swatch{display:inline-block;width:.9rem;height:.9rem;border-radius:50%;vertical-align:middle;margin-right:.4rem}</style>
</head><body>${body}</body></html>`;
}
