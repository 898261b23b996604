import { describe, expect, it } from 'vitest';
import { parseQuery } from './query';

describe('query strings', () => {
  it('turn name[key] into a query object, as the contract writes it', () => {
    expect(
      parseQuery('page=2&create_time[begin]=2026-01-01&create_time[end]=2026-03-31&keyword=a%20b'),
    ).toEqual({
      page: '2',
      keyword: 'a b',
      create_time: { begin: '2026-01-01', end: '2026-03-31' },
    });
  });

  it('keep repeated keys as a list and odd keys as they are', () => {
    expect(parseQuery('ids=1&ids=2&ids=3')).toEqual({ ids: ['1', '2', '3'] });
    expect(parseQuery('a[]=1&b[c][d]=2')).toEqual({ 'a[]': '1', 'b[c][d]': '2' });
  });

  it('keep the first form of a name given both plainly and as an object', () => {
    expect(parseQuery('t=1&t[begin]=2')).toEqual({ t: '1' });
    expect(parseQuery('t[begin]=2&t=1')).toEqual({ t: { begin: '2' } });
  });

  it('never touch the prototype', () => {
    const parsed = parseQuery('__proto__[polluted]=1&constructor[x]=2');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed)).toEqual(['__proto__', 'constructor']);
  });
});
