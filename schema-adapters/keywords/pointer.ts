/** Escapes one JSON Pointer segment (`~` → `~0`, `/` → `~1`). */
export function pointerSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Joins a base JSON Pointer and segments: `joinPointer('/a', 2, 'b/c')` is `/a/2/b~1c`. */
export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>((pointer, segment) => `${pointer}/${pointerSegment(segment)}`, base);
}
