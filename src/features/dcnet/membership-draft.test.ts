import { describe, expect, it } from 'vitest';
import { namedDraftStore } from './membership-draft';

const draft = { type: 'project' as const, title: '', content: { values: { product_line: 'x' } } };

describe('the browser copy of an application form', () => {
  it('keeps one copy under its own name, whatever key the machine gives', () => {
    const store = namedDraftStore('dcnet-application:project:ana@x.example', localStorage);
    store.save({ type: 'project', id: null }, draft);
    expect(store.load({ type: 'quotation', id: 4 })).toEqual(draft);
    expect(
      namedDraftStore('dcnet-application:service:ana@x.example', localStorage).load({
        type: 'project',
        id: null,
      }),
    ).toBeNull();
    store.remove({ type: 'project', id: null });
    expect(store.load({ type: 'project', id: null })).toBeNull();
  });

  it('never throws when storage fails or holds something unreadable', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = namedDraftStore('x', broken);
    expect(store.load({ type: 'project', id: null })).toBeNull();
    expect(() => store.save({ type: 'project', id: null }, draft)).not.toThrow();
    expect(() => store.remove({ type: 'project', id: null })).not.toThrow();
    expect(namedDraftStore('x', undefined).load({ type: 'project', id: null })).toBeNull();
  });
});
