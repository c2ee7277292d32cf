import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { pipeline, type Readable } from 'node:stream';
import { AwsV4Signer } from 'aws4fetch';
import { objectUrl, type S3Location } from './s3Url';

/** A store that stops answering fails the request instead of holding it open. */
const IDLE_TIMEOUT_MS = 30_000;

export interface S3Call {
  method: 'GET' | 'PUT' | 'DELETE';
  key: string;
  headers?: Record<string, string>;
  /** Streamed as the request body (PUT), with its SHA-256 in `x-amz-content-sha256` so the signature covers it. */
  body?: Readable;
}

/** Sends one SigV4-signed request (aws4fetch signs; node:http carries the stream both ways) and answers its response. */
export async function s3Call(location: S3Location, call: S3Call): Promise<IncomingMessage> {
  const url = objectUrl(location, call.key);
  const signer = new AwsV4Signer({
    method: call.method,
    url: url.toString(),
    headers: call.headers ?? {},
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
  });
  const signed = await signer.sign();
  const headers = Object.fromEntries(signed.headers.entries());
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = send(url, { method: call.method, headers, timeout: IDLE_TIMEOUT_MS }, resolve);
    outgoing.on('timeout', () => outgoing.destroy(new Error(`S3 ${call.method} ${call.key}: no answer for ${IDLE_TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    if (call.body) {
      pipeline(call.body, outgoing, (error) => {
        if (error) reject(error);
      });
    } else {
      outgoing.end();
    }
  });
}

/** Reads what is left of a response (an error's XML, at most 4 KB kept) so its connection can be reused. */
export async function drain(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) if (text.length < 4096) text += String(chunk);
  return text;
}

/** The error of an unexpected answer, naming S3's error code (never the credentials). */
export async function s3Failure(call: Pick<S3Call, 'method' | 'key'>, response: IncomingMessage): Promise<Error> {
  const body = await drain(response);
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? 'no error code';
  return new Error(`S3 ${call.method} ${call.key} answered ${response.statusCode ?? '?'} (${code})`);
}
