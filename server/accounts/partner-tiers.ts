import type { PartnerTier } from '../../contract/common';
import { PARTNER_PERMISSIONS } from '../../contract/values';

/** The role every partner account holds, beside its tier's own. */
export const PARTNER_ROLE = 'partner';

/**
 * What a tier may do beyond the common partner role: project registration is for direct
 * project partners, the SN lookup for service partners (docs/partner-programme.md).
 */
export function tierPermissions(tier: PartnerTier): string[] {
  if (tier === 'DC-DPP') return [PARTNER_PERMISSIONS.projectRegister];
  if (tier === 'DC-ASP' || tier === 'DC-DSP') return [PARTNER_PERMISSIONS.snQuery];
  return [];
}

/**
 * An account's columns once it is a partner of `tier`: the tier, the partner role and the
 * tier's, and the tier's permissions, each beside what the account already held.
 */
export function partnerOfTier(
  tier: PartnerTier,
  held: { roles: readonly string[]; permissions: readonly string[] } = {
    roles: [],
    permissions: [],
  },
): { partnerType: PartnerTier; roles: string[]; permissions: string[] } {
  return {
    partnerType: tier,
    roles: [...new Set([...held.roles, PARTNER_ROLE, tier])],
    permissions: [...new Set([...held.permissions, ...tierPermissions(tier)])],
  };
}

/**
 * An account's columns once head office moves it from its tier (none, for a partner who signed
 * up) to another: the new tier's role and permissions take the place of the old tier's; any
 * other role or permission stays.
 */
export function movedToTier(
  from: PartnerTier | null,
  to: PartnerTier,
  held: { roles: readonly string[]; permissions: readonly string[] },
): { partnerType: PartnerTier; roles: string[]; permissions: string[] } {
  const dropped = new Set(from ? tierPermissions(from) : []);
  return partnerOfTier(to, {
    roles: held.roles.filter((role) => role !== from),
    permissions: held.permissions.filter((permission) => !dropped.has(permission)),
  });
}
