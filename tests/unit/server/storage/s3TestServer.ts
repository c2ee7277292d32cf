import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the test S3 server answered. */
export interface S3Request {
  method: string;
  key: string;
  status: number;
  range?: string;
  /** The S3 error code of a refusal. */
  code?: string;
}

export interface S3TestServer {
  /** S3_URL for the server's own bucket and credentials; `secret` to sign with another (wrong) secret. */
  url(secret?: string): string;
  /** Stored objects by key. */
  objects: Map<string, Buffer>;
  requests: S3Request[];
  close(): Promise<void>;
}

const ACCESS_KEY = 'TESTACCESSKEY';
const SECRET_KEY = 'test/secret+key=with-characters-to-escape';
const REGION = 'test-region-1';
const BUCKET = 'portal-files';
const MAX_SKEW_MS = 15 * 60 * 1000;

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, text: string): Buffer => createHmac('sha256', key).update(text).digest();
/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, `/` kept in paths. */
const uriEncode = (text: string, keepSlash: boolean): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-._~]/.test(char) || (keepSlash && char === '/') ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
  }
}

/** The SigV4 check, written from AWS's specification (independently of the client's signing library). */
function verifySignature(request: IncomingMessage, url: URL, payloadHash: string, now: number): void {
  const authorization = request.headers.authorization ?? '';
  const parsed = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(authorization);
  if (!parsed) throw new Refusal(403, 'AccessDenied');
  const [, accessKey, date, region, service, signedHeaderList = '', signature = ''] = parsed;
  if (accessKey !== ACCESS_KEY) throw new Refusal(403, 'InvalidAccessKeyId');
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  const time = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!Number.isFinite(time) || Math.abs(time - now) > MAX_SKEW_MS) throw new Refusal(403, 'RequestTimeTooSkewed');
  if (date !== amzDate.slice(0, 8) || region !== REGION || service !== 's3') throw new Refusal(403, 'AuthorizationHeaderMalformed');
  const signedHeaders = signedHeaderList.split(';');
  const required = ['host', 'x-amz-content-sha256', 'x-amz-date'];
  if (required.some((name) => !signedHeaders.includes(name)) || signedHeaders.join(';') !== [...signedHeaders].sort().join(';')) {
    throw new Refusal(403, 'AccessDenied');
  }
  const canonicalHeaders = signedHeaders.map((name) => {
    const value = request.headers[name];
    return `${name}:${(Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalQuery = [...url.searchParams]
    .map(([key, value]) => [uriEncode(key, false), uriEncode(value, false)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalRequest = [request.method, uriEncode(decodeURIComponent(url.pathname), true), canonicalQuery, canonicalHeaders.join(''), signedHeaderList, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, date ?? ''), region ?? ''), 's3'), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) throw new Refusal(403, 'SignatureDoesNotMatch');
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` within `size`, as S3 answers it; null when unsatisfiable. */
function rangeOf(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1]);
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return start < size && start <= end ? { start, end } : null;
}

function errorXml(response: ServerResponse, status: number, code: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/**
 * An in-memory, path-style S3 endpoint for one bucket: PUT, GET (with Range), HEAD and DELETE of objects, each request
 * refused unless its SigV4 Authorization header verifies with the known secret and its payload matches its signed hash.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const objects = new Map<string, Buffer>();
  const requests: S3Request[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const [, bucket = '', ...rest] = url.pathname.split('/');
      const key = decodeURIComponent(rest.join('/'));
      const entry: S3Request = { method: request.method ?? '', key, status: 0, ...(request.headers.range ? { range: request.headers.range } : {}) };
      requests.push(entry);
      try {
        const body = await bodyOf(request);
        const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
        verifySignature(request, url, payloadHash, Date.now());
        if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) throw new Refusal(400, 'XAmzContentSHA256Mismatch');
        if (bucket !== BUCKET) throw new Refusal(404, 'NoSuchBucket');
        if (!key) throw new Refusal(400, 'InvalidRequest');
        entry.status = answer(request, response, key, body);
      } catch (error) {
        const refusal = error instanceof Refusal ? error : new Refusal(500, 'InternalError');
        Object.assign(entry, { status: refusal.status, code: refusal.code });
        errorXml(response, refusal.status, refusal.code);
      }
    })();
  });

  function answer(request: IncomingMessage, response: ServerResponse, key: string, body: Buffer): number {
    if (request.method === 'PUT') {
      if (request.headers['content-length'] === undefined) throw new Refusal(411, 'MissingContentLength');
      objects.set(key, body);
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return 200;
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
      return 204;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new Refusal(405, 'MethodNotAllowed');
    const object = objects.get(key);
    if (!object) throw new Refusal(404, 'NoSuchKey');
    const range = request.headers.range ? rangeOf(request.headers.range, object.length) : undefined;
    if (range === null) throw new Refusal(416, 'InvalidRange');
    const part = range ? object.subarray(range.start, range.end + 1) : object;
    const headers = { 'content-length': String(part.length), 'accept-ranges': 'bytes', ...(range ? { 'content-range': `bytes ${range.start}-${range.end}/${object.length}` } : {}) };
    response.writeHead(range ? 206 : 200, headers).end(request.method === 'HEAD' ? undefined : part);
    return range ? 206 : 200;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (secret = SECRET_KEY) => `s3+http://${ACCESS_KEY}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${BUCKET}?region=${REGION}&style=path`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
