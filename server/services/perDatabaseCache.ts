import type { Db } from '../db/connect';
import { dropOldest } from '../../schema-adapters/cacheEviction';

/** One map per database, made on first use: the ids of two databases (two servers in one process) name different rows. */
export function mapPerDatabase<K, V>(): (db: Db) => Map<K, V> {
  const byDatabase = new WeakMap<Db, Map<K, V>>();
  return (db) => {
    let map = byDatabase.get(db);
    if (!map) {
      map = new Map();
      byDatabase.set(db, map);
    }
    return map;
  };
}

/** Keeps `value` as the most recently used entry of `map`, dropping the least recently used one when `max` are kept. */
export function keepLatest<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) dropOldest(map);
  map.set(key, value);
}
