import { inflateSync } from 'node:zlib';

/** What a test reads from a PDF pdfkit wrote: page count, document info and the text of every text run. */
export interface PdfContent {
  pages: number;
  info: Record<string, string>;
  /** One line per text run (`TJ`), glyphs mapped back to characters through the fonts' ToUnicode CMaps. */
  lines: string[];
}

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)\nendobj/g)) {
    const body = match[2] ?? '';
    const at = body.indexOf('\nstream\n');
    if (at < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = (match.index ?? 0) + match[0].indexOf(body) + at + '\nstream\n'.length;
    const end = text.lastIndexOf('\nendstream', (match.index ?? 0) + match[0].length);
    const raw = pdf.subarray(start, end);
    objects.set(Number(match[1]), { dict, stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw });
  }
  return objects;
}

/** A PDF literal string `( … )` with its escapes, UTF-16BE when it starts with a byte order mark. */
function literalString(source: string): string {
  const inner = /^\(([\s\S]*)\)$/.exec(source.trim())?.[1] ?? '';
  const bytes: number[] = [];
  for (let i = 0; i < inner.length; i += 1) {
    const char = inner.charCodeAt(i);
    if (char !== 0x5c) {
      bytes.push(char);
      continue;
    }
    const next = inner[(i += 1)] ?? '';
    const octal = /^[0-7]{1,3}/.exec(inner.slice(i))?.[0];
    if (octal) {
      bytes.push(parseInt(octal, 8));
      i += octal.length - 1;
    } else bytes.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  const buffer = Buffer.from(bytes);
  return buffer[0] === 0xfe && buffer[1] === 0xff ? buffer.subarray(2).swap16().toString('utf16le') : buffer.toString('latin1');
}

function unitsOf(hex: string): string {
  const units = hex.split(/\s+/).filter(Boolean).map((part) => parseInt(part, 16));
  return String.fromCharCode(...units);
}

/** Glyph id → text, from every ToUnicode CMap (`<start> <end> [<hex> …]` ranges, as pdfkit writes them). */
function glyphMap(objects: Map<number, PdfObject>): Map<number, string> {
  const map = new Map<number, string>();
  for (const { stream } of objects.values()) {
    const source = stream?.toString('latin1') ?? '';
    if (!source.includes('beginbfrange')) continue;
    for (const range of source.matchAll(/<([0-9a-f]+)>\s*<[0-9a-f]+>\s*\[([^\]]*)\]/gi)) {
      const first = parseInt(range[1] ?? '0', 16);
      [...(range[2] ?? '').matchAll(/<([0-9a-f\s]*)>/gi)].forEach((entry, index) => map.set(first + index, unitsOf(entry[1] ?? '')));
    }
  }
  return map;
}

export function readPdf(pdf: Buffer): PdfContent {
  const objects = objectsOf(pdf);
  const glyphs = glyphMap(objects);
  const info: Record<string, string> = {};
  const trailerInfo = /\/Info (\d+) 0 R/.exec(pdf.toString('latin1'))?.[1];
  const infoDict = objects.get(Number(trailerInfo))?.dict ?? '';
  for (const entry of infoDict.matchAll(/\/(\w+) (\d+) 0 R/g)) {
    const value = objects.get(Number(entry[2]))?.dict ?? '';
    if (value.trim().startsWith('(')) info[entry[1] ?? ''] = literalString(value);
  }
  const lines: string[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/Length1|\/Subtype|beginbfrange/.test(dict + stream.subarray(0, 200).toString('latin1'))) continue;
    for (const run of stream.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((hex) => hex[1] ?? '').join('');
      let line = '';
      for (let i = 0; i + 4 <= hexes.length; i += 4) line += glyphs.get(parseInt(hexes.slice(i, i + 4), 16)) ?? '\ufffd';
      lines.push(line);
    }
  }
  const pages = [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;
  return { pages, info, lines };
}
