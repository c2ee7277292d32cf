import type { LocalizedText } from '../types';

/** Shared read-only empties, so that absent keys cost no allocation; nothing may mutate them. */
export const NO_TEXT: LocalizedText = Object.freeze({});

/** Typed writable so that it can stand for a list of anything; frozen, so that a mutation throws instead. */
const EMPTY: never[] = [];
Object.freeze(EMPTY);

export function emptyList<T>(): T[] {
  return EMPTY;
}
