import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserInfoSchema } from '../../contract/auth';
import { schemaFingerprint } from './schema-fingerprint';

const user = () =>
  z.object({
    id: z.number().int().positive(),
    username: z.string().email(),
    roles: z.array(z.string()),
    partner_type: z.enum(['gold', 'silver']).nullable(),
  });

describe('schemaFingerprint', () => {
  it('is the same for the same schema, however often it is made or used', () => {
    const used = user();
    used.safeParse({ id: 1, username: 'a@example.com', roles: ['x'], partner_type: 'gold' });
    expect(schemaFingerprint(used)).toBe(schemaFingerprint(user()));
    const before = schemaFingerprint(UserInfoSchema);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    UserInfoSchema.safeParse({ partner_type: 'gold', roles: ['partner'] });
    expect(schemaFingerprint(UserInfoSchema)).toBe(before);
  });

  it('changes with any change to what the schema accepts', () => {
    const base = schemaFingerprint(user());
    const changed = [
      user().extend({ avatar: z.string() }),
      user().omit({ roles: true }),
      user().extend({ id: z.number().int() }),
      user().extend({ username: z.string() }),
      user().extend({ username: z.string().regex(/^[a-z]+@example\.com$/) }),
      user().extend({ roles: z.array(z.number()) }),
      user().extend({ partner_type: z.enum(['gold', 'silver', 'bronze']).nullable() }),
      user().extend({ partner_type: z.enum(['gold', 'silver']) }),
      user().refine((value) => value.id < 100),
    ].map(schemaFingerprint);
    expect(changed).not.toContain(base);
    expect(new Set(changed).size).toBe(changed.length);
  });
});
