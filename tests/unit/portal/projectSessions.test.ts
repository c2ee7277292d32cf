import { describe, expect, it } from 'vitest';
import { projectSessionStorage, readStoredSessions, toStoredSessions } from '../../../src/store/projectSessions';

class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

describe('per-project session storage', () => {
  it('reads the single session of version 0 as the session of its project', () => {
    expect(toStoredSessions({ language: 'en', token: 'T', shortName: 'data' })).toEqual({ shortName: 'data', projects: { data: { language: 'en', token: 'T', recommender: null } } });
  });

  it('a write replaces only the projects it names (tabs of other projects keep theirs)', () => {
    const memory = new MemoryStorage();
    const storage = projectSessionStorage(() => memory);
    storage.setItem('key', { state: { shortName: 'data', projects: { data: { language: 'en', token: 'D', recommender: null } } }, version: 1 });
    storage.setItem('key', { state: { shortName: 'scu', projects: { scu: { language: '', token: 'S', recommender: null } } }, version: 1 });
    expect(readStoredSessions('key', memory)).toEqual({
      shortName: 'scu',
      projects: { data: { language: 'en', token: 'D', recommender: null }, scu: { language: '', token: 'S', recommender: null } },
    });
  });

  it('ignores unreadable values', () => {
    const memory = new MemoryStorage();
    memory.setItem('key', '{not json');
    expect(readStoredSessions('key', memory)).toEqual({ shortName: '', projects: {} });
    expect(toStoredSessions({ shortName: 'x', projects: { x: { language: 'fr', token: 3 } } })).toEqual({ shortName: 'x', projects: { x: { language: '', token: '', recommender: null } } });
  });
});
