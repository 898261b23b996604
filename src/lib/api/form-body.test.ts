import { describe, expect, it } from 'vitest';
import { formBody } from './form-body';

describe('form-encoded bodies', () => {
  it('leave out fields that are undefined or null instead of sending their name as text', () => {
    const body = formBody({ keyword: 'switch', type: undefined, page: 1, limit: 20, note: null });
    expect(body.toString()).toBe('keyword=switch&page=1&limit=20');
    expect(body.has('type')).toBe(false);
  });

  it('write numbers and flags as text and keep characters that need escaping', () => {
    expect(formBody({ keyword: 'PoE switch & router', id: 7, on: false }).toString()).toBe(
      'keyword=PoE+switch+%26+router&id=7&on=false',
    );
  });

  it('send a list as the same name once per entry', () => {
    expect(formBody({ ids: [3, undefined, 5] }).getAll('ids')).toEqual(['3', '5']);
  });
});
