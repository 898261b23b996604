import { describe, expect, it } from 'vitest';
import { normalizeLookupList } from './lookup-list';

describe('lists of numbers typed in one field', () => {
  it('trim the entries, drop empty ones and join them with plain commas', () => {
    expect(normalizeLookupList(' SN001 , SN002,,SN003 ')).toBe('SN001,SN002,SN003');
    expect(normalizeLookupList('C-1，C-2')).toBe('C-1,C-2');
    expect(normalizeLookupList(' , ')).toBe('');
  });
});
