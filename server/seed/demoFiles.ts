import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of filtered scanlines (each a 0 filter byte, then RGB triples). */
function png(width: number, height: number, rows: Buffer[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const rgbOf = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

/**
 * A small real PNG (8-bit RGB): a light card in the project's colour with a darker disc and a stripe per `variant`,
 * so each seeded picture is visibly a different image.
 */
export function demoPng(color: string, variant: number, width = 120, height = 160): Buffer {
  const [r, g, b] = rgbOf(color);
  const light = [r, g, b].map((channel) => Math.round(channel + (255 - channel) * 0.75));
  const dark = [r, g, b].map((channel) => Math.round(channel * 0.6));
  const rows: Buffer[] = [];
  const cx = width / 2;
  const cy = height * 0.4;
  const radius = width * 0.25;
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inDisc = (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
      const inStripe = y > height * 0.75 && y < height * 0.75 + 6 + variant * 4;
      const pixel = inDisc || inStripe ? dark : light;
      row.set(pixel, 1 + x * 3);
    }
    rows.push(row);
  }
  return png(width, height, rows);
}

/** A one-page PDF with one line of text (ASCII), with a correct cross-reference table. */
export function demoPdf(line: string): Buffer {
  const text = line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (char) => `\\${char}`);
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [index, object] of objects.entries()) {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small real PNG of a handwritten-looking stroke on white, for a seeded signature. */
export function demoSignaturePng(width = 240, height = 80): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 16; x < width - 16; x += 1) {
      const curve = height / 2 + Math.sin(x / 11) * (height / 4) * Math.cos(x / 37);
      if (Math.abs(y - curve) <= 1.5) row.fill(30, 1 + x * 3, 1 + x * 3 + 3);
    }
    rows.push(row);
  }
  return png(width, height, rows);
}
