import type { SaveData } from '../../../protocol/apply';
import { backoffDelay, isRetryable } from './backoff';
import { staleVersionOf } from './staleVersion';

type Values = Record<string, unknown>;

/** Where saving stands, for the status line and the leave guard. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; result: SaveData; at: number }
  | { kind: 'retrying'; attempt: number; delayMs: number; error: unknown }
  | { kind: 'stale'; serverVersion: number }
  | { kind: 'failed'; error: unknown };

/** What the saver needs from the outside world (injected so the logic is testable with fake timers). */
export interface AutosaverDeps {
  save(values: Values, version: number): Promise<SaveData>;
  onStatus(status: SaveStatus): void;
  /** A save the server accepted: the values sent and its answer. */
  onSaved?(values: Values, result: SaveData, manual: boolean): void;
  /** The form's values now (their owner): a save sends these, so keystrokes after the last change go along. */
  read?(): Values | undefined;
  debounceMs?: number;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Autosave after a pause in typing, one save at a time, retries with exponential backoff, stops on a stale version. */
export class Autosaver {
  private pending: Values | null = null;
  /** The pending save is of the form's values as they are when it goes (not values handed to `flush`). */
  private pendingFromForm = false;
  private inFlight = false;
  private manual = false;
  private timer: unknown = null;
  private attempt = 0;
  private stopped = false;
  private status: SaveStatus = { kind: 'idle' };

  constructor(
    private version: number,
    private readonly deps: AutosaverDeps,
  ) {}

  /** The version the next save is based on. */
  get currentVersion(): number {
    return this.version;
  }

  /** True while some input has not reached the server. */
  get unsaved(): boolean {
    return this.pending !== null || this.inFlight;
  }

  /** Input changed: remember it and save after the pause. */
  change(values: Values): void {
    if (this.stopped) return;
    this.pending = values;
    this.pendingFromForm = true;
    if (this.status.kind !== 'retrying' && this.status.kind !== 'stale') this.emit({ kind: 'dirty' });
    if (this.status.kind !== 'retrying') this.arm(this.deps.debounceMs ?? 2000);
  }

  /** Saves what is pending now (Save button, page hidden); `values` replaces the pending input when given. */
  flush(values?: Values, manual = false): void {
    if (this.stopped) return;
    if (values) {
      this.pending = values;
      this.pendingFromForm = false;
    }
    if (manual) this.manual = true;
    this.cancelTimer();
    this.attempt = 0;
    void this.run();
  }

  /** After a stale refusal: continue from `version` (the applicant chose to reload it or to keep their input). */
  rebase(version: number): void {
    this.version = version;
    this.attempt = 0;
    if (this.status.kind === 'stale') this.emit(this.pending ? { kind: 'dirty' } : { kind: 'idle' });
  }

  /** Forgets pending input (draft discarded or replaced by the server's version). */
  drop(): void {
    this.pending = null;
    this.cancelTimer();
    if (!this.inFlight) this.emit({ kind: 'idle' });
  }

  /** Stops every timer (unmount). */
  dispose(): void {
    this.stopped = true;
    this.cancelTimer();
  }

  private arm(ms: number): void {
    this.cancelTimer();
    const set = this.deps.setTimer ?? ((run, delay) => setTimeout(run, delay));
    this.timer = set(() => {
      this.timer = null;
      void this.run();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    (this.deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>)))(this.timer);
    this.timer = null;
  }

  private emit(status: SaveStatus): void {
    this.status = status;
    this.deps.onStatus(status);
  }

  private async run(): Promise<void> {
    if (this.inFlight || this.pending === null || this.stopped || this.status.kind === 'stale') return;
    const values = (this.pendingFromForm ? this.deps.read?.() : undefined) ?? this.pending;
    const manual = this.manual;
    this.pending = null;
    this.manual = false;
    this.inFlight = true;
    this.emit({ kind: 'saving' });
    try {
      const result = await this.deps.save(values, this.version);
      this.inFlight = false;
      this.version = result.version;
      this.attempt = 0;
      this.deps.onSaved?.(values, result, manual);
      if (this.stopped) return;
      this.emit(this.pending ? { kind: 'dirty' } : { kind: 'saved', result, at: (this.deps.now ?? Date.now)() });
      if (this.pending) this.arm(0);
    } catch (error) {
      this.inFlight = false;
      this.pending ??= values;
      this.manual ||= manual;
      this.handleFailure(error);
    }
  }

  private handleFailure(error: unknown): void {
    if (this.stopped) return;
    const stale = staleVersionOf(error);
    if (stale !== null) return this.emit({ kind: 'stale', serverVersion: stale });
    if (!isRetryable(error)) return this.emit({ kind: 'failed', error });
    this.attempt += 1;
    const delayMs = backoffDelay(this.attempt);
    this.emit({ kind: 'retrying', attempt: this.attempt, delayMs, error });
    this.arm(delayMs);
  }
}
