import { describe, expect, it } from 'vitest';
import { useTestServer } from '../suiteServer';
import { keptFiles, moduleId, pdf, upload } from './helpers';

describe('upload: per-user quota', () => {
  const server = useTestServer({ env: { UPLOAD_QUOTA_MB: String(1000 / (1024 * 1024)) } });

  it('answers 413 with a translated message once the user passes the quota; others are not affected', async () => {
    const menu = await moduleId(server, 'scu', 'all-field-types');
    const { headers } = await server.applicant('scu');
    expect((await upload(server, headers, menu, '1802', 'a.pdf', pdf(600))).statusCode).toBe(200);
    const before = await keptFiles(server);
    const over = await upload(server, headers, menu, '1802', 'b.pdf', pdf(600));
    expect(over.statusCode).toBe(413);
    expect(over.body.message).toBe('Your upload space (0MB) is full');
    const sc = await upload(server, { ...headers, lang: 'sc' }, menu, '1802', 'b.pdf', pdf(600));
    expect(sc.body.message).toBe('您的上传空间（0MB）已用完');
    expect(await keptFiles(server)).toEqual(before);
    const other = await server.applicant('scu');
    expect((await upload(server, other.headers, menu, '1802', 'a.pdf', pdf(600))).statusCode).toBe(200);
  });
});
