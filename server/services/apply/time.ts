import type { WindowState } from '../../../protocol/apply';

/** Milliseconds (database) to unix seconds (answers); null stays null. */
export function toSeconds(ms: number): number;
export function toSeconds(ms: number | null | undefined): number | null;
export function toSeconds(ms: number | null | undefined): number | null {
  return typeof ms === 'number' && Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

/** Where `now` falls relative to a window; both ends are inclusive. */
export function windowState(start: number, end: number, now: number): WindowState {
  if (now < start) return 'not_started';
  if (now > end) return 'closed';
  return 'open';
}
