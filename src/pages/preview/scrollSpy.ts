/** How often the scroll position is checked, in ms (spec section 2). */
export const SPY_INTERVAL_MS = 100;
/** How far above a section's top still counts as inside it, in px (spec section 2). */
export const SPY_TOLERANCE_PX = 5;

/** Where the page is: the sections' top edges (document px, in order), the scroll position and the sizes. */
export interface ScrollFrame {
  tops: number[];
  /** The reading line: scroll position plus the height covered by sticky bars. */
  line: number;
  /** True when the page cannot scroll further down. */
  atBottom: boolean;
}

/**
 * The index of the section the reader is in: the last one whose top is at or above the reading line (within the
 * tolerance); the last section once the page is scrolled to the bottom; 0 before the first; -1 without sections.
 */
export function activeSection({ tops, line, atBottom }: ScrollFrame, tolerance = SPY_TOLERANCE_PX): number {
  if (tops.length === 0) return -1;
  if (atBottom) return tops.length - 1;
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= line + tolerance) active = index;
  });
  return active;
}
