import type { LocalizedText } from '../types';

/** Shared read-only empties, so that absent keys cost no allocation; nothing may mutate them. */
export const NO_TEXT: LocalizedText = Object.freeze({});

export function emptyList<T>(): T[] {
  return EMPTY as T[];
}

const EMPTY: unknown[] = Object.freeze([]) as unknown as unknown[];
