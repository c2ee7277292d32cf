import type { FocusEvent } from 'react';

/**
 * A blur handler for an element holding several inputs: it calls `onBlur` once focus leaves the element and all inside
 * it, not while focus moves from one of its inputs to another (a field of several inputs counts as touched only then).
 */
export const blurLeavingGroup = (onBlur: () => void) => (event: FocusEvent<HTMLElement>) => {
  if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onBlur();
};
