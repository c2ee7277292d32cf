import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { assertStoredName, type ObjectStore } from './objectStore';
import { drain, s3Call, s3Failure } from './s3Request';
import type { S3Location } from './s3Url';

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/** Objects in an S3-compatible bucket (S3_URL), keyed by stored name: one PUT per file (uploads are at most 100 MB). */
export function s3Store(location: S3Location): ObjectStore {
  return {
    kind: 's3',
    async put(key, temp) {
      assertStoredName(key);
      const headers = { 'content-length': String(temp.size), 'x-amz-content-sha256': await sha256Of(temp.path) };
      const call = { method: 'PUT' as const, key, headers, body: createReadStream(temp.path) };
      const response = await s3Call(location, call);
      if (response.statusCode !== 200) throw await s3Failure(call, response);
      await drain(response);
    },
    async read(key, range) {
      assertStoredName(key);
      const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
      const call = { method: 'GET' as const, key, headers };
      const response = await s3Call(location, call);
      if (response.statusCode === 404) {
        await drain(response);
        return null;
      }
      if (response.statusCode !== (range ? 206 : 200)) throw await s3Failure(call, response);
      return response;
    },
    async remove(key) {
      assertStoredName(key);
      const call = { method: 'DELETE' as const, key };
      const response = await s3Call(location, call);
      if (response.statusCode !== 204 && response.statusCode !== 200 && response.statusCode !== 404) throw await s3Failure(call, response);
      await drain(response);
    },
  };
}
