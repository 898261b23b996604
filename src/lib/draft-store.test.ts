import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftStorageKey, localDraftStore } from './draft-store';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('local copies of drafts', () => {
  it('are kept per user and per form, and read back as they were saved', () => {
    const ana = localDraftStore('ana@example.com');
    const change = localDraftStore('ana@example.com', 'project-5');
    const rui = localDraftStore('rui@example.com');
    const key = { type: 'project' as const, id: null };
    ana.save(key, { type: 'project', title: 'Campus', content: { project_name: 'Campus' } });
    expect(ana.load(key)).toEqual({
      type: 'project',
      title: 'Campus',
      content: { project_name: 'Campus' },
    });
    expect(rui.load(key)).toBeNull();
    expect(change.load(key)).toBeNull();
    expect(localStorage.getItem('draft:ana@example.com:project:new')).not.toBeNull();
    expect(draftStorageKey('ana@example.com', { type: 'project', id: 9 }, 'project-5')).toBe(
      'draft:ana@example.com:project.project-5:9',
    );
    ana.remove(key);
    expect(ana.load(key)).toBeNull();
  });

  it('ignore what is not a copy of a form', () => {
    const store = localDraftStore('ana@example.com');
    localStorage.setItem('draft:ana@example.com:project:new', '{not json');
    expect(store.load({ type: 'project', id: null })).toBeNull();
    localStorage.setItem('draft:ana@example.com:project:3', JSON.stringify({ type: 'memo' }));
    expect(store.load({ type: 'project', id: 3 })).toBeNull();
  });

  it('keep the copy for the page when storage refuses it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const store = localDraftStore('ana@example.com');
    const key = { type: 'quotation' as const, id: 4 };
    store.save(key, { id: 4, type: 'quotation', content: { remark: 'x' } });
    expect(store.load(key)?.content).toEqual({ remark: 'x' });
  });
});
