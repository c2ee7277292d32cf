import type { Reply } from './http';

/** Unexpected answers (non-2xx, network errors, wrong content) by step, with the first few kept for the report. */
export class Tally {
  readonly counts = new Map<string, number>();
  readonly samples: string[] = [];

  get total(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }

  add(step: string, detail: string): void {
    this.counts.set(step, (this.counts.get(step) ?? 0) + 1);
    if (this.samples.length < 5) this.samples.push(`${step}: ${detail.slice(0, 300)}`);
  }

  /** Counts a reply that is not a 2xx as an error of `step`; true when it was a 2xx. */
  check(step: string, reply: Reply): boolean {
    if (reply.status >= 200 && reply.status < 300) return true;
    this.add(`${step} ${reply.status}`, reply.body.toString('utf8'));
    return false;
  }

  /** Runs a request, counting a network error as an error of `step` (undefined then). */
  async guard<T>(step: string, request: () => Promise<T>): Promise<T | undefined> {
    try {
      return await request();
    } catch (error) {
      this.add(`${step} network`, error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }

  summary(): Record<string, number> {
    return Object.fromEntries(this.counts);
  }
}
