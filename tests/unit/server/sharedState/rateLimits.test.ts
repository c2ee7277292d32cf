import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import { type Instances, postForm, startInstances } from './instances';

/** The feedback route allows 20 requests a minute per client address (server/routes/content/feedback.ts). */
const LIMIT = 20;
const MINUTE = 60_000;

describe('rate limits counted in the database, shared by two instances', () => {
  let instances: Instances;
  let headers: Record<string, string>;
  beforeAll(async () => {
    instances = await startInstances(2);
    headers = await instances.applicant('scu');
  }, 120_000);
  afterAll(async () => instances.close());

  /** Feedback sent through instance `index % 2` from a client address. */
  const feedback = (index: number, address: string) =>
    postForm(instances.servers[index % 2]!, PATHS.public.feedback, { content: `note ${index}` }, { ...headers, 'x-forwarded-for': address });
  const rateLimitRows = (address: string) =>
    instances.servers[0]!.ctx.db.selectFrom('rate_limits').select('key').where('key', 'like', `%|${address}`).execute();

  it('lets exactly the limit through parallel requests spread over both instances, and refuses the rest with 429 and Retry-After', async () => {
    const replies = await Promise.all(Array.from({ length: LIMIT + 10 }, (_, index) => feedback(index, '10.20.0.1')));
    const refused = replies.filter((reply) => reply.statusCode === 429);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(LIMIT);
    expect(refused).toHaveLength(10);
    const stored = await instances.servers[1]!.ctx.db.selectFrom('feedback').select('id').where('content', 'like', 'note %').execute();
    expect(stored).toHaveLength(LIMIT);
    for (const reply of refused) {
      expect(reply.json()).toEqual({ status: 429, message: 'Too many attempts, please try again in 60 seconds', data: null });
      expect(reply.headers['retry-after']).toBe('60');
    }
  });

  it('counts half the limit on each instance as the whole limit, and leaves other addresses alone', async () => {
    for (let index = 0; index < LIMIT; index += 1) expect((await feedback(index, '10.20.0.2')).statusCode).toBe(200);
    expect((await feedback(0, '10.20.0.2')).statusCode).toBe(429);
    expect((await feedback(1, '10.20.0.2')).statusCode).toBe(429);
    expect((await feedback(0, '10.20.0.3')).statusCode).toBe(200);
  });

  it('starts a new window once the old one has ended, whichever instance counts', async () => {
    instances.clock.advance(MINUTE - 1);
    const stillRefused = await feedback(1, '10.20.0.2');
    expect(stillRefused.statusCode).toBe(429);
    expect(stillRefused.headers['retry-after']).toBe('1');
    instances.clock.advance(1);
    expect((await feedback(1, '10.20.0.2')).statusCode).toBe(200);
    expect((await feedback(0, '10.20.0.2')).statusCode).toBe(200);
  });

  it('deletes the counters of windows that ended over a minute ago', async () => {
    expect(await rateLimitRows('10.20.0.1')).toHaveLength(1);
    instances.clock.advance(3 * MINUTE);
    expect((await feedback(0, '10.20.0.4')).statusCode).toBe(200);
    expect(await rateLimitRows('10.20.0.1')).toHaveLength(0);
    expect(await rateLimitRows('10.20.0.2')).toHaveLength(0);
    expect(await rateLimitRows('10.20.0.4')).toHaveLength(1);
  });
});
