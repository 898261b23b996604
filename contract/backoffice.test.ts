import { describe, expect, it } from 'vitest';
import {
  ALL_BACKOFFICE_PERMISSIONS,
  ApproveMembershipSchema,
  holdsPermission,
  isHeadOffice,
  SiteSettingsFormSchema,
} from './backoffice';

const user = (roles: string[], permissions: string[]) => ({ roles, permissions });

describe('holdsPermission', () => {
  it("passes for a listed permission, role 'admin' and '*:*:*', and nothing else", () => {
    expect(holdsPermission(user([], ['dcnet:approve']), ['dcnet:approve'])).toBe(true);
    expect(holdsPermission(user([], ['dcnet:approve']), ['training:codes'])).toBe(false);
    expect(holdsPermission(user(['admin'], []), ['training:codes'])).toBe(true);
    expect(holdsPermission(user([], ['*:*:*']), ['training:codes'])).toBe(true);
    // A role named like a permission, or a partner's own permissions, open nothing here.
    expect(holdsPermission(user(['dcnet:approve'], ['project:register']), ['dcnet:approve'])).toBe(
      false,
    );
    expect(holdsPermission(null, ['dcnet:approve'])).toBe(false);
  });

  it('counts any back-office permission as head office', () => {
    for (const permission of ALL_BACKOFFICE_PERMISSIONS) {
      expect(isHeadOffice(user([], [permission]))).toBe(true);
    }
    expect(isHeadOffice(user(['partner', 'DC-DPP'], ['project:register']))).toBe(false);
  });
});

describe('back-office forms', () => {
  it('refuses an approval that ends before it starts', () => {
    const form = { id: 1, level: 'gold', start_date: '2026-12-01' };
    expect(ApproveMembershipSchema.safeParse({ ...form, end_date: '2026-12-01' }).success).toBe(
      true,
    );
    expect(ApproveMembershipSchema.safeParse({ ...form, end_date: '2026-11-30' }).success).toBe(
      false,
    );
  });

  it('needs English in every setting given, and at least one setting', () => {
    expect(SiteSettingsFormSchema.safeParse({ copyright: { en: 'x', fra: 'y' } }).success).toBe(
      true,
    );
    expect(SiteSettingsFormSchema.safeParse({ copyright: { fra: 'y' } }).success).toBe(false);
    expect(SiteSettingsFormSchema.safeParse({}).success).toBe(false);
  });
});
