import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain, s3Call } from '../../../../server/services/files/s3Request';
import { s3Store } from '../../../../server/services/files/s3Store';
import { objectUrl, parseS3Url, type S3Location } from '../../../../server/services/files/s3Url';
import { bufferToTemp } from '../../../../server/services/files/storage';
import { loadConfig } from '../../../../server/config';
import { startS3TestServer, type S3TestServer } from './s3TestServer';

/** Sends a request signed for `signedPath` to `sentPath`, with the headers the signer produced. */
async function sendSigned(location: S3Location, options: { signedPath: string; sentPath: string; datetime?: string }): Promise<number> {
  const base = objectUrl(location, 'x');
  const signer = new AwsV4Signer({
    method: 'GET',
    url: new URL(options.signedPath, base).toString(),
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
    ...(options.datetime ? { datetime: options.datetime } : {}),
  });
  const { headers } = await signer.sign();
  return new Promise((resolve, reject) => {
    const outgoing = request(new URL(options.sentPath, base), { headers: Object.fromEntries(headers.entries()) }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    outgoing.on('error', reject).end();
  });
}

describe('the test S3 server checks every signature', () => {
  let s3: S3TestServer;
  let location: S3Location;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-s3-signing-'));
  const config = loadConfig({ DATA_DIR: dataDir });
  beforeAll(async () => {
    s3 = await startS3TestServer();
    location = parseS3Url(s3.url())!;
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an object the client signed with the right secret', async () => {
    await s3Store(location).put('right.png', await bufferToTemp(config, Buffer.from('png bytes')));
    expect(s3.objects.get('right.png')?.toString()).toBe('png bytes');
  });

  it('refuses a request signed with another secret, so a signing bug fails the tests', async () => {
    const wrong = s3Store(parseS3Url(s3.url('not-the-secret'))!);
    await expect(wrong.put('wrong.png', await bufferToTemp(config, Buffer.from('png bytes')))).rejects.toThrow(/answered 403 \(SignatureDoesNotMatch\)/);
    await expect(wrong.read('right.png')).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(s3.objects.has('wrong.png')).toBe(false);
  });

  it('refuses a request sent to another key than it was signed for, unsigned, or signed an hour ago', async () => {
    expect(await sendSigned(location, { signedPath: '/portal-files/right.png', sentPath: '/portal-files/right.png' })).toBe(200);
    expect(await sendSigned(location, { signedPath: '/portal-files/right.png', sentPath: '/portal-files/other.png' })).toBe(403);
    const hourAgo = new Date(Date.now() - 3600_000).toISOString().replace(/[:-]|\.\d{3}/g, '');
    expect(await sendSigned(location, { signedPath: '/portal-files/right.png', sentPath: '/portal-files/right.png', datetime: hourAgo })).toBe(403);
    const unsigned = await new Promise<number>((resolve) => {
      request(objectUrl(location, 'right.png'), (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }).end();
    });
    expect(unsigned).toBe(403);
    expect(s3.requests.slice(-3).map((entry) => entry.code)).toEqual(['SignatureDoesNotMatch', 'RequestTimeTooSkewed', 'AccessDenied']);
  });

  it('refuses a body that does not match its signed SHA-256', async () => {
    const response = await s3Call(location, {
      method: 'PUT',
      key: 'tampered.png',
      headers: { 'content-length': '5', 'x-amz-content-sha256': 'a'.repeat(64) },
      body: Readable.from([Buffer.from('hello')]),
    });
    expect(response.statusCode).toBe(400);
    expect(await drain(response)).toContain('XAmzContentSHA256Mismatch');
    expect(s3.objects.has('tampered.png')).toBe(false);
  });
});
