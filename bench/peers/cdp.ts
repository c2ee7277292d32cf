import type { CDPSession, Page } from '@playwright/test';

/** Main-thread CPU (TaskDuration) and wall time spent while `action` runs, in ms. */
export interface Spent {
  cpu: number;
  wall: number;
}

export class Metrics {
  private constructor(private readonly session: CDPSession) {}

  static async attach(page: Page): Promise<Metrics> {
    const session = await page.context().newCDPSession(page);
    await session.send('Performance.enable');
    return new Metrics(session);
  }

  async read(): Promise<Record<string, number>> {
    const { metrics } = await this.session.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
  }

  async taskSeconds(): Promise<number> {
    return (await this.read()).TaskDuration ?? NaN;
  }

  async spent(action: () => Promise<unknown>): Promise<Spent> {
    const before = await this.taskSeconds();
    const started = performance.now();
    await action();
    const wall = performance.now() - started;
    const after = await this.taskSeconds();
    return { cpu: (after - before) * 1000, wall };
  }

  /** JS heap in use after a full garbage collection, in MB. */
  async heapMb(): Promise<number> {
    await this.session.send('HeapProfiler.collectGarbage');
    return ((await this.read()).JSHeapUsedSize ?? NaN) / 2 ** 20;
  }
}
