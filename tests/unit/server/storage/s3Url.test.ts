import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config';
import { objectUrl, parseS3Url } from '../../../../server/services/files/s3Url';

describe('S3_URL', () => {
  it('reads the endpoint, bucket, region, style and percent-encoded credentials', () => {
    expect(parseS3Url('s3://AKIA123:abc%2Fdef%2Bg@s3.eu-west-1.amazonaws.com/portal-files?region=eu-west-1&style=virtual')).toEqual({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'portal-files',
      region: 'eu-west-1',
      style: 'virtual',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'abc/def+g',
    });
    expect(parseS3Url('s3+http://minio:minio-secret@127.0.0.1:9000/uploads/')).toMatchObject({ endpoint: 'http://127.0.0.1:9000', bucket: 'uploads', region: 'us-east-1', style: 'path' });
    expect(parseS3Url(undefined)).toBeUndefined();
    expect(parseS3Url('')).toBeUndefined();
    expect(loadConfig({ S3_URL: 's3://a:b@host/bucket' }).s3).toMatchObject({ bucket: 'bucket' });
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('addresses objects path-style or as virtual hosts', () => {
    const path = parseS3Url('s3+http://a:b@127.0.0.1:9000/bucket')!;
    expect(objectUrl(path, 'f.png').toString()).toBe('http://127.0.0.1:9000/bucket/f.png');
    const virtual = parseS3Url('s3://a:b@s3.amazonaws.com/bucket?style=virtual')!;
    expect(objectUrl(virtual, 'f.png').toString()).toBe('https://bucket.s3.amazonaws.com/f.png');
  });

  it('refuses a malformed address without repeating the secret', () => {
    const cases = [
      ['https://a:topsecret@host/bucket', /scheme is https:/],
      ['s3://host/bucket', /access key or the secret is missing/],
      ['s3://a:topsecret@host/', /bucket name/],
      ['s3://a:topsecret@host/bucket/folder', /bucket name/],
      ['s3://a:topsecret@host/bucket?style=dns', /style is path or virtual/],
      ['s3://a:topsecret@host/bucket?regoin=x', /unknown option regoin/],
    ] as const;
    for (const [url, message] of cases) {
      expect(() => parseS3Url(url)).toThrow(message);
      try {
        parseS3Url(url);
      } catch (error) {
        expect(String(error)).not.toContain('topsecret');
      }
    }
    expect(() => loadConfig({ S3_URL: 'not a url' })).toThrow(/S3_URL must look like/);
  });
});
