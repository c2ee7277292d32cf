import { describe, expect, it } from 'vitest';
import { type CountFigures, scaleCeiling } from '../../../bench/scale/report';

const oneInstance = (servers: number, postgres: number | null, client: number): CountFigures => ({
  save_rps: 1000,
  save_rps_runs: [1000],
  save_p50_ms: 5,
  save_p99_ms: 20,
  errors: 0,
  lost_writes: 0,
  conflicts_expected: 0,
  cross_instance_fetch_failed: 0,
  cpu_cores: { servers, postgres, load_generator: client },
});

describe('scaleCeiling', () => {
  it('is held by the machine when one instance and its database already use most of its cores', () => {
    // 1.02 + 0.35 + 0.10 cores of 2: two instances can at most do 2 / 1.47 times as much.
    expect(scaleCeiling(oneInstance(1.02, 0.35, 0.1), 2, 2)).toBe(1.36);
  });

  it('is held by the instances when the machine has cores to spare', () => {
    // Each instance tops out at one core: 2 / 1.0 with plenty of cores left over.
    expect(scaleCeiling(oneInstance(1, 0.35, 0.1), 2, 8)).toBe(2);
  });

  it('counts an instance below one core as able to grow to one', () => {
    // A lightly loaded instance could use a whole core: the machine (2 / 1.0) is the limit here.
    expect(scaleCeiling(oneInstance(0.5, 0.4, 0.1), 2, 2)).toBe(2);
  });

  it('is unknown without PostgreSQL figures', () => {
    expect(scaleCeiling(oneInstance(1, null, 0.1), 2, 2)).toBeNull();
  });
});
