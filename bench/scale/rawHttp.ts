import { connect, type Socket } from 'node:net';
import type { Reply } from './http';

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that writes prepared requests and reads answers with a Content-Length, one at a
 * time. About a third of node:http's CPU per request (as autocannon does), so that the load generator stays light
 * beside the servers it measures.
 */
class Connection {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { resolve: (reply: Reply) => void; reject: (error: Error) => void; started: number } | null = null;
  closed = false;

  constructor(private readonly socket: Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    const fail = (error: Error) => {
      this.closed = true;
      this.pending?.reject(error);
      this.pending = null;
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed by the server')));
  }

  close(): void {
    this.socket.destroy();
  }

  request(head: string, body: string): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.pending = { resolve, reject, started: performance.now() };
      this.socket.write(`${head}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
  }

  private receive(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const end = this.buffered.indexOf(HEADER_END);
    if (end < 0 || !this.pending) return;
    const head = this.buffered.toString('latin1', 0, end);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head)?.[1];
    if (length === undefined) {
      this.socket.destroy(new Error(`an answer without content-length: ${head.split('\r\n')[0]}`));
      return;
    }
    const total = end + HEADER_END.length + Number(length);
    if (this.buffered.length < total) return;
    const reply: Reply = { status: Number(head.slice(9, 12)), body: this.buffered.subarray(end + HEADER_END.length, total), ms: performance.now() - this.pending.started };
    this.buffered = this.buffered.subarray(total);
    const { resolve } = this.pending;
    this.pending = null;
    if (/\r\nconnection: *close/i.test(head)) this.socket.end();
    resolve(reply);
  }
}

/** Keep-alive connections to one server instance; a request takes an idle one or opens another. */
export class RawPool {
  private readonly idle: Connection[] = [];

  constructor(private readonly port: number) {}

  /** POSTs a form body; `headers` are written as they are (one `name: value\r\n` each). */
  async postForm(path: string, headers: string, body: string): Promise<Reply> {
    let connection = this.idle.pop();
    while (connection?.closed) connection = this.idle.pop();
    connection ??= await this.open();
    const reply = await connection.request(`POST ${path} HTTP/1.1\r\nhost: 127.0.0.1:${this.port}\r\ncontent-type: application/x-www-form-urlencoded\r\n${headers}`, body);
    if (!connection.closed) this.idle.push(connection);
    return reply;
  }

  private open(): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(this.port, '127.0.0.1');
      socket.once('connect', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  close(): void {
    for (const connection of this.idle.splice(0)) connection.close();
  }
}
