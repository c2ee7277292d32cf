import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { UploadedFile } from '../../../../protocol/upload';
import { boundFileName } from '../../../../server/services/files/fileName';
import { useTestServer } from '../suiteServer';
import { applicantWithBatch, scuModuleIds } from '../apply/helpers';
import { pdf, png, postMultipart, upload } from '../upload/helpers';

/** A character outside the Basic Multilingual Plane: one character, two UTF-16 code units. */
const WIDE = '𝒜';
const characters = (text: string) => [...text].length;
/** True when the text has no lone surrogate (it survives a UTF-8 round trip unchanged). */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8') === text;

/** Stored original names of uploads are at most 200 characters: longer ones are shortened, keeping the extension. */
describe('upload file names', () => {
  const server = useTestServer();
  let statement: number;
  beforeAll(async () => {
    [statement] = await scuModuleIds(server, 'xjtu-personal-statement');
  });

  const storedName = async (uid: string) =>
    (await server.app.ctx.db.selectFrom('files').select('original_name').where('uid', '=', uid).executeTakeFirstOrThrow()).original_name;

  it('shortens a long name to 200 characters, counting characters and keeping the beginning and the extension', async () => {
    const cases: Array<[string, string]> = [
      [`${WIDE.repeat(250)}a.pdf`, `${WIDE.repeat(196)}.pdf`],
      [`${'c'.repeat(300)}.PDF`, `${'c'.repeat(196)}.PDF`],
      [`简历${'x'.repeat(193)}.pdf`, `简历${'x'.repeat(193)}.pdf`],
    ];
    for (const [sent, kept] of cases) {
      const { headers } = await applicantWithBatch(server);
      const reply = await upload(server, headers, statement, '40103', sent, pdf());
      expect(reply.statusCode, sent.slice(0, 20)).toBe(200);
      const { name, uid } = reply.body.data as unknown as UploadedFile;
      expect(name).toBe(kept);
      expect(characters(name)).toBeLessThanOrEqual(200);
      expect(wellFormed(name)).toBe(true);
      expect(await storedName(uid)).toBe(kept);
    }
  });

  it('never cuts a surrogate pair, and bounds the portrait name the same way', async () => {
    const { headers } = await applicantWithBatch(server);
    const sent = `${'b'.repeat(150)}${WIDE.repeat(100)}.png`;
    const reply = await postMultipart(server, PATHS.apply.portrait, [{ name: 'file', filename: sent, data: png() }], headers);
    expect(reply.statusCode).toBe(200);
    const row = await server.app.ctx.db.selectFrom('files').select('original_name').where('field', '=', 'portrait').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.original_name).toBe(`${'b'.repeat(150)}${WIDE.repeat(46)}.png`);
    expect(wellFormed(row.original_name)).toBe(true);
  });

  it('keeps names of 200 characters, and cuts a long name without an extension at 200 characters', () => {
    expect(boundFileName(WIDE.repeat(200))).toBe(WIDE.repeat(200));
    expect(boundFileName(WIDE.repeat(201))).toBe(WIDE.repeat(200));
    expect(boundFileName(`${'n'.repeat(300)}.tar.gz`)).toBe(`${'n'.repeat(197)}.gz`);
  });
});
