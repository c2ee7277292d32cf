/** The key `map` iterates first: the oldest entry, or in a cache that re-inserts its hits the least recently used one. */
export function oldestKey<K>(map: ReadonlyMap<K, unknown>): K | undefined {
  const oldest = map.keys().next();
  return oldest.done ? undefined : oldest.value;
}

/** Deletes the key `map` iterates first (see {@link oldestKey}) and returns it; undefined when the map is empty. */
export function dropOldest<K, V>(map: Map<K, V>): K | undefined {
  const oldest = oldestKey(map);
  if (oldest !== undefined) map.delete(oldest);
  return oldest;
}
