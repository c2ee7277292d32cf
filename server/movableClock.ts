import type { Clock } from './context';

/**
 * The clock of a server started with TEST_CLOCK=1: browser tests move it to a moment (`moveTo`), from which it runs on
 * with the real time; `moveTo(null)` returns it to the real time.
 */
export class MovableClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly realNow: () => number = () => Date.now()) {}

  now = (): number => this.realNow() + this.offsetMs;

  real = (): number => this.realNow();

  get offset(): number {
    return this.offsetMs;
  }

  moveTo(at: number | null): void {
    this.offsetMs = at === null ? 0 : at - this.realNow();
  }
}
