/** Where the S3 file store keeps objects, from S3_URL. */
export interface S3Location {
  /** `http(s)://host[:port]`. */
  endpoint: string;
  bucket: string;
  region: string;
  /** `path`: `endpoint/bucket/key` (MinIO, most self-hosted stores); `virtual`: `bucket.host/key` (AWS's preferred). */
  style: 'path' | 'virtual';
  accessKeyId: string;
  secretAccessKey: string;
}

const SCHEMES: Record<string, 'https:' | 'http:'> = { 's3:': 'https:', 's3+http:': 'http:' };

/**
 * Reads `s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket?region=us-east-1&style=path` (`s3+http://` for a store without
 * TLS; key and secret percent-encoded). Refuses anything else with a message that never repeats the secret.
 */
export function parseS3Url(raw: string | undefined): S3Location | undefined {
  if (!raw) return undefined;
  const refuse = (why: string): never => {
    throw new Error(`S3_URL must look like s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket?region=us-east-1&style=path: ${why}`);
  };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('not a URL');
  }
  const protocol = SCHEMES[url.protocol] ?? refuse(`the scheme is ${url.protocol}, not s3: or s3+http:`);
  if (!url.hostname) refuse('the host is missing');
  if (!url.username || !url.password) refuse('the access key or the secret is missing');
  const bucket = decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, ''));
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) refuse('one bucket name (3 to 63 lower-case letters, digits, dots, hyphens) is the path');
  const styleParam = url.searchParams.get('style') ?? 'path';
  const style = styleParam === 'path' || styleParam === 'virtual' ? styleParam : refuse('style is path or virtual');
  const known = new Set(['region', 'style']);
  const unknown = [...url.searchParams.keys()].find((key) => !known.has(key));
  if (unknown) refuse(`unknown option ${unknown}`);
  return {
    endpoint: `${protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') || 'us-east-1',
    style,
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

/** The address of an object (its key is a stored name: no characters that need encoding). */
export function objectUrl(location: S3Location, key: string): URL {
  const endpoint = new URL(location.endpoint);
  if (location.style === 'virtual') endpoint.hostname = `${location.bucket}.${endpoint.hostname}`;
  return new URL(location.style === 'virtual' ? `/${key}` : `/${location.bucket}/${key}`, endpoint);
}
