import type { Readable } from 'node:stream';

/** The chunks of a byte stream (read without an encoding, so that every chunk is a Buffer). */
export async function* byteChunks(stream: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of stream) {
    if (!Buffer.isBuffer(chunk)) throw new TypeError('A byte stream yielded text or objects');
    yield chunk;
  }
}
