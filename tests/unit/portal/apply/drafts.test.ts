import { describe, expect, it } from 'vitest';
import { draftKey, readDraft, removeDraft, writeDraft } from '../../../../src/pages/apply/draftStore';
import { openingOf } from '../../../../src/pages/apply/restore';
import { clearFormDrafts } from '../../../../src/store/apply';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  quotaFull = false;
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.quotaFull) throw new Error('QuotaExceededError');
    this.map.set(key, value);
  }
}

const scope = { projectId: 3, uid: 'u1', menuId: 101 };
const draft = { values: { name: 'Ann' }, baseVersion: 2, updatedAt: 1000 };

describe('draft store', () => {
  it('keys drafts by project, user and module', () => {
    expect(draftKey(scope)).toBe('portal-draft:3:u1:101');
    expect(draftKey({ ...scope, uid: 'u2' })).not.toBe(draftKey(scope));
  });

  it('writes, reads and removes a draft', () => {
    const storage = new MemoryStorage();
    expect(readDraft(scope, storage)).toBeNull();
    expect(writeDraft(scope, draft, storage)).toBe(true);
    expect(readDraft(scope, storage)).toEqual(draft);
    expect(readDraft({ ...scope, menuId: 102 }, storage)).toBeNull();
    removeDraft(scope, storage);
    expect(readDraft(scope, storage)).toBeNull();
  });

  it('reports a storage that refuses and ignores unreadable drafts', () => {
    const storage = new MemoryStorage();
    storage.quotaFull = true;
    expect(writeDraft(scope, draft, storage)).toBe(false);
    storage.quotaFull = false;
    storage.setItem(draftKey(scope), '{not json');
    expect(readDraft(scope, storage)).toBeNull();
    storage.setItem(draftKey(scope), JSON.stringify({ values: [] }));
    expect(readDraft(scope, storage)).toBeNull();
    expect(writeDraft(scope, draft, undefined)).toBe(false);
  });

  it('clears every draft at logout and nothing else', () => {
    const storage = new MemoryStorage();
    writeDraft(scope, draft, storage);
    writeDraft({ ...scope, menuId: 7 }, draft, storage);
    storage.setItem('portal-session', '{}');
    clearFormDrafts(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('portal-session')).toBe('{}');
  });
});

describe('opening a module', () => {
  const server = { values: { name: 'Bob' }, version: 3 };
  it('shows the server values without a draft', () => {
    expect(openingOf(server, null, false)).toEqual({ values: server.values, version: 3, restored: null, forgetDraft: false });
  });
  it('restores a differing draft on its own base version', () => {
    expect(openingOf(server, draft, false)).toEqual({ values: draft.values, version: 2, restored: draft, forgetDraft: false });
  });
  it('forgets a draft equal to the saved values (any key order) or when read-only', () => {
    const same = { values: { b: 1, a: [1, { y: 2, x: 1 }] }, baseVersion: 1, updatedAt: 0 };
    expect(openingOf({ values: { a: [1, { x: 1, y: 2 }], b: 1 }, version: 1 }, same, false).forgetDraft).toBe(true);
    expect(openingOf(server, draft, true)).toMatchObject({ values: server.values, restored: null, forgetDraft: true });
  });
});
