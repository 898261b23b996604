/** A pair of the query string, before encoding. */
type Pair = [name: string, value: string];

/**
 * The pairs of one query value: lists and objects in deep-object form (`period[begin]`,
 * `ids[0]`), as ts-rest's own client writes them and the server reads them
 * (server/plugins/query.ts); a date as its ISO text, `null` as an empty value, `undefined` left
 * out.
 */
function pairsOf(name: string, value: unknown): Pair[] {
  if (value === undefined) return [];
  if (value === null) return [[name, '']];
  if (value instanceof Date) return [[name, value.toISOString()]];
  if (Array.isArray(value)) {
    return value.flatMap((item: unknown, index) => pairsOf(`${name}[${index}]`, item));
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => pairsOf(`${name}[${key}]`, item));
  }
  if (typeof value === 'string') return [[name, value]];
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return [[name, String(value)]];
  }
  // A function or a symbol has no text to send.
  return [];
}

/**
 * The query string of a call (with its `?`), or an empty string when there is nothing to send.
 * Names and values are percent-encoded as `encodeURIComponent` does (a space is `%20`).
 */
export function queryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const pairs = Object.entries(query).flatMap(([name, value]) => pairsOf(name, value));
  if (pairs.length === 0) return '';
  return `?${pairs.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&')}`;
}
