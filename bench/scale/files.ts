import { deflateSync } from 'node:zlib';
import { pngChunk } from '../../server/seed/demoFiles';

/** A small JPEG (SOI, JFIF header, filler, EOI) whose filler carries `tag`, so that every applicant's file differs. */
export function jpeg(tag: string): Buffer {
  const filler = Buffer.alloc(2048, 0x20);
  filler.write(tag, 'latin1');
  return Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), filler, Buffer.from('ffd9', 'hex')]);
}

/** A minimal PDF carrying `tag` in a comment. */
export const pdf = (tag: string): Buffer => Buffer.from(`%PDF-1.4\n%${tag}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`);

/** A valid 1x1 PNG as a data URL: an electronic signature. */
export function signatureDataUrl(): string {
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0, 0, 0, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

/** Content for a file record by its name's extension. */
export function contentFor(name: string, tag: string): Buffer {
  const extension = name.split('.').pop()?.toLowerCase();
  if (extension === 'pdf') return pdf(tag);
  if (extension === 'jpg' || extension === 'jpeg') return jpeg(tag);
  throw new Error(`no benchmark content for ${name}`);
}

const BOUNDARY = '----portal-bench-scale-5d2e';

/** A multipart/form-data body: text fields first (as the portal sends them), then the file. */
export function multipart(fields: Record<string, string>, file: { name: string; data: Buffer }): { body: Buffer; contentType: string } {
  const chunks: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${encodeURIComponent(file.name)}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    file.data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  );
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
