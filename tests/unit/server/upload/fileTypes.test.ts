import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseFields } from '../../../../schema-adapters';
import { allowedTypes, checkFileType, extensionOf } from '../../../../server/services/files/fileTypes';
import { exe, pdf, png, zip } from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'file-types-'));
let n = 0;
const onDisk = (data: Buffer | string) => {
  const path = join(dir, `f${(n += 1)}`);
  writeFileSync(path, data);
  return path;
};

describe('upload: type checks by name and content', () => {
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes the last extension only', () => {
    expect(extensionOf('x.jpg.php')).toBe('php');
    expect(extensionOf('REPORT.PDF')).toBe('pdf');
    expect(extensionOf('noext')).toBe('');
  });

  it('accepts text only when it is UTF-8 without NUL bytes', async () => {
    expect(await checkFileType(onDisk('hello 你好\n'), 'a.txt', ['txt'])).toEqual({ ext: 'txt', mime: 'text/plain; charset=utf-8' });
    expect(await checkFileType(onDisk(Buffer.from([0x68, 0, 0x69])), 'a.txt', ['txt'])).toBeNull();
    expect(await checkFileType(onDisk(Buffer.from([0xff, 0xfe, 0x41])), 'a.txt', ['txt'])).toBeNull();
    expect(await checkFileType(onDisk(exe()), 'a.txt', ['txt'])).toBeNull();
  });

  it('maps OLE and Office Open XML documents and refuses mismatches', async () => {
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);
    expect(await checkFileType(onDisk(ole), 'old.doc', ['doc'])).toEqual({ ext: 'doc', mime: 'application/msword' });
    expect((await checkFileType(onDisk(zip()), 'new.docx', ['docx']))?.ext).toBe('docx');
    expect(await checkFileType(onDisk(zip().subarray(0, 40)), 'cut.zip', ['zip'])).toBeNull();
    expect(await checkFileType(onDisk(png()), 'a.pdf', ['pdf'])).toBeNull();
    expect(await checkFileType(onDisk(pdf()), 'a.PDF', ['pdf'])).toEqual({ ext: 'pdf', mime: 'application/pdf' });
  });

  it('uses the field file_type, else the spec defaults by kind', () => {
    const [image, document, video, listed] = parseFields([
      { id: 1, field: 'a', type: 8, condition: { show_mode: 'image' } },
      { id: 2, field: 'b', type: 8 },
      { id: 3, field: 'c', type: 11 },
      { id: 4, field: 'd', type: 8, condition: { file_type: ['.PDF', 'png'] } },
    ]);
    expect(allowedTypes(image!)).toEqual(['jpg', 'jpeg', 'png']);
    expect(allowedTypes(document!)).toContain('7z');
    expect(allowedTypes(video!)).toEqual(['mp4', 'webm', 'mov']);
    expect(allowedTypes(listed!)).toEqual(['pdf', 'png']);
  });
});

describe('upload: signature data URLs', () => {
  it('reads the JSON or bare forms and checks PNG bytes and size', async () => {
    const { autographDataUrl, decodePngDataUrl } = await import('../../../../server/services/files/dataUrl');
    const url = `data:image/png;base64,${png().toString('base64')}`;
    expect(autographDataUrl(JSON.stringify({ image: url }))).toBe(url);
    expect(autographDataUrl(url)).toBe(url);
    expect(autographDataUrl('{oops')).toBeNull();
    expect(Buffer.isBuffer(await decodePngDataUrl(url, 1024))).toBe(true);
    expect(await decodePngDataUrl(url, 20)).toBe('tooLarge');
    expect(await decodePngDataUrl(`data:image/png;base64,${pdf().toString('base64')}`, 1024)).toBe('notPng');
  });
});
