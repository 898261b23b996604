/**
 * Query strings as the contract writes them (docs/contract.md): a
 * query object travels as `name[key]=value`, so `create_time[begin]=2026-01-01` becomes
 * `{ create_time: { begin: '2026-01-01' } }`. One level deep; a name given both plainly and as
 * an object keeps the first form seen; other keys stay as they are, repeated keys become lists.
 * A query object is a plain object, so that a field expecting a number or text that is sent one
 * (`page[a]=1`) is refused as not a number instead of failing to convert; keys that would reach
 * an object's prototype are dropped.
 */
export function parseQuery(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  if (text === '') return out;
  for (const [key, value] of new URLSearchParams(text)) {
    const nested = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!nested?.[1] || !nested[2]) {
      put(out, key, value);
      continue;
    }
    const [, name, inner] = nested;
    if (UNSAFE_KEYS.has(inner)) continue;
    const seen = out[name];
    if (seen === undefined) out[name] = {};
    const target = out[name];
    if (typeof target === 'object' && target !== null && !Array.isArray(target)) {
      put(target as Record<string, unknown>, inner, value);
    }
  }
  return out;
}

/** Keys that would reach the prototype of a plain object. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Adds a value under `key`; a repeated key's values become a list. */
function put(target: Record<string, unknown>, key: string, value: string): void {
  const seen = target[key];
  if (seen === undefined) target[key] = value;
  else if (Array.isArray(seen)) seen.push(value);
  else if (typeof seen === 'string') target[key] = [seen, value];
}
