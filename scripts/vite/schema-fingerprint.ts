import { createHash } from 'node:crypto';

/**
 * A fingerprint of a zod schema's definition: every type, key, option, check and pattern, and the
 * source of its refinements and transforms. Two builds whose schema is the same give the same
 * fingerprint; any change to what the schema accepts gives another. The web app stores it beside
 * data it checked with the schema, so that a later release knows whether that check still holds
 * (docs/web-app.md).
 */
export function schemaFingerprint(schema: unknown): string {
  const definition = JSON.stringify(schema, (key, value: unknown) => {
    // A schema counts by its definition only, not by what it learnt from parsing (zod keeps
    // caches beside the definition) nor by its methods.
    if (typeof value === 'object' && value !== null && '_def' in value) return value._def;
    if (typeof value === 'function') {
      // An object's shape is a getter; refinements and transforms count by their source.
      return key === 'shape' ? (value as () => unknown)() : String(value);
    }
    return value instanceof RegExp ? String(value) : value;
  });
  return createHash('sha256').update(definition).digest('hex').slice(0, 16);
}
