import { describe, expect, it } from 'vitest';
import { queryString } from './query-string';

describe('the query string of a call', () => {
  it('is empty when there is nothing to send', () => {
    expect(queryString(undefined)).toBe('');
    expect(queryString({})).toBe('');
    expect(queryString({ keyword: undefined })).toBe('');
  });

  it('writes scalars as name=value, encoded as encodeURIComponent does', () => {
    expect(queryString({ page: 2, keyword: 'PoE switch & más', dpp: true })).toBe(
      '?page=2&keyword=PoE%20switch%20%26%20m%C3%A1s&dpp=true',
    );
  });

  it('writes objects and lists in deep-object form, leaving out what is undefined', () => {
    const query = { create_time: { begin: '2026-01-01', end: undefined }, ids: [3, 5] };
    const params = new URLSearchParams(queryString(query));
    expect([...params]).toEqual([
      ['create_time[begin]', '2026-01-01'],
      ['ids[0]', '3'],
      ['ids[1]', '5'],
    ]);
  });

  it('writes null as an empty value and a date as its ISO text', () => {
    const params = new URLSearchParams(
      queryString({ status: null, at: new Date(Date.UTC(2026, 10, 28)) }),
    );
    expect(params.get('status')).toBe('');
    expect(params.get('at')).toBe('2026-11-28T00:00:00.000Z');
  });
});
