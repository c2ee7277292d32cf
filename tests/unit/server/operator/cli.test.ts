import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '../../../../protocol';
import type { ProgressData } from '../../../../protocol/apply';
import { startTestServer, type TestServer } from '../harness';
import { operator, submittedApplicant, START_TIMEOUT } from './helpers';

describe('operator CLI: one JSON line, exit 0 done, 1 refused, 2 bad arguments', { timeout: 120_000 }, () => {
  let server: TestServer;
  let scratch: string;
  beforeAll(async () => {
    server = await startTestServer();
    scratch = mkdtempSync(join(tmpdir(), 'operator-cli-'));
  }, START_TIMEOUT);
  afterAll(async () => {
    await server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('publishes a review the applicant then sees, and lists the application', async () => {
    const ada = await submittedApplicant(server, 'en');
    const done = await operator(server, 'review', 'scu', ada.email, 'fail', '--reason', 'Incomplete', '--column', 'scu-basic-info:fail:Photo: unclear');
    expect(done.code).toBe(0);
    expect(done.lines).toEqual([expect.objectContaining({ ok: true, action: 'review', domain: 'scu', applicant: ada.email })]);
    const progress = (await server.get(PATHS.apply.progress, {}, ada.headers)).body.data as ProgressData;
    expect(progress).toMatchObject({ review_status: 'failed', review_reason: 'Incomplete', audit: [expect.objectContaining({ name: 'Basic information', reason: 'Photo: unclear' })] });

    const list = await operator(server, 'list', 'scu');
    expect(list.code).toBe(0);
    expect(list.lines).toContainEqual({ applicant: ada.email, name: ada.name, status: 'submitted', review_status: 'failed', submitted_at: new Date(server.clock.now()).toISOString(), stage: 'reviewed' });
  });

  it('refuses with the reason in English (exit 1), also for an unusable definitions file', async () => {
    const ada = await submittedApplicant(server, 'en');
    const early = await operator(server, 'interview-result', 'scu', ada.email, 'pass', '--protocol', 'Terms');
    expect(early.code).toBe(1);
    expect(early.lines).toEqual([{ ok: false, reason: 'server.operator.noInterview', message: `No interview was arranged for ${ada.email}, so there is no interview result to publish` }]);

    const file = join(scratch, 'broken.json');
    writeFileSync(file, '{"fields": [{"id": 1, "field": "a", "type": 1, "required": "maybe"}]}');
    const broken = await operator(server, 'retest', 'scu', ada.email, '--fields', file, '--item', 'Oral|2026-12-03T09:00:00+08:00|Room 1');
    expect(broken.code).toBe(1);
    expect(broken.lines).toEqual([expect.objectContaining({ ok: false, reason: 'server.operator.badFields', message: expect.stringContaining('fields[0].required') })]);
  });

  it('answers bad arguments with exit 2, a usage line on stderr and a JSON line saying what is wrong', async () => {
    const wrong = await operator(server, 'interview', 'scu', 'a@example.com', '--time', 'tomorrow', '--place', 'A', '--notice', 'B', '--confirm-by', '2026-12-01');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run operator -- <action> <domain>');
    expect(wrong.lines).toEqual([{ ok: false, reason: 'usage', message: expect.stringContaining('--time must be an ISO 8601 time') }]);
  });
});
