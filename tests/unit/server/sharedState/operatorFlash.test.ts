import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partialEmail } from '../../../../server/seed/accounts';
import { stageEmail } from '../../../../server/seed/stages';
import { type Instances, postForm, startInstances } from './instances';

const HOUR = 60 * 60 * 1000;

describe('operator console results shown by another instance (Post/Redirect/Get)', () => {
  let instances: Instances;
  beforeAll(async () => {
    instances = await startInstances(2);
  }, 120_000);
  afterAll(async () => instances.close());

  /** Runs an action on instance A and answers the address its redirect leads to. */
  const actOnA = async (form: Record<string, string>): Promise<string> => {
    const reply = await postForm(instances.servers[0]!, '/dev/operator?lang=en', { domain: 'scu', ...form }, { origin: 'http://localhost' });
    expect(reply.statusCode, reply.body).toBe(303);
    const location = String(reply.headers.location).replace(/#.*$/, '');
    expect(location).toMatch(/&result=[\w-]{16}$/);
    return location;
  };
  const pageOnB = async (url: string) => (await instances.servers[1]!.inject({ method: 'GET', url })).body;

  it('shows on instance B the result of an action done on instance A', async () => {
    const applicant = stageEmail('submitted', 'scu');
    const location = await actOnA({ action: 'review', applicant, result: 'pass' });
    expect(await pageOnB(location)).toContain(`Done: Review result published for ${applicant}.`);
  });

  it('shows a refusal the same way', async () => {
    const location = await actOnA({ action: 'review', applicant: partialEmail('scu'), result: 'pass' });
    expect(await pageOnB(location)).toContain('role="alert">Refused: Review result for partial@scu.example.com.');
  });

  it('shows nothing for an id no action made, and nothing once the result is an hour old', async () => {
    const location = await actOnA({ action: 'review', applicant: partialEmail('scu'), result: 'pass' });
    expect(await pageOnB(location.replace(/result=[\w-]+$/, 'result=AAAAAAAAAAAAAAAA'))).not.toContain('class="banner');
    expect(await pageOnB(`${location}&result=again`)).not.toContain('class="banner');
    instances.clock.advance(HOUR);
    expect(await pageOnB(location)).not.toContain('class="banner');
    const kept = await instances.servers[0]!.ctx.db.selectFrom('operator_results').select('id').execute();
    await actOnA({ action: 'review', applicant: partialEmail('scu'), result: 'pass' });
    const after = await instances.servers[0]!.ctx.db.selectFrom('operator_results').select('id').execute();
    expect(kept).toHaveLength(3);
    expect(after).toHaveLength(1);
  });
});
