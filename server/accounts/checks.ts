import type { UserRow } from '../plugins/auth';

/**
 * The profile fields the partner screens need before a partner may go on: those of sign-up
 * plus the address, which membership applications and orders print (sign-up leaves it
 * optional).
 */
export const PROFILE_FIELDS = ['realname', 'company', 'country', 'telephone', 'address'] as const;

/** The profile fields the user has left empty, in the order of {@link PROFILE_FIELDS}. */
export function missingProfileFields(user: Pick<UserRow, (typeof PROFILE_FIELDS)[number]>) {
  return PROFILE_FIELDS.filter((field) => !user[field].trim());
}

/** The partner types that provide after-sales service. */
const SERVICE_PARTNER_TYPES = ['DC-ASP', 'DC-DSP'];

/**
 * Whether a user may run the SN check: an after-sales service partner (ASP or DSP) outside
 * China, head office's home market (docs/content.md).
 */
export function isOverseasServicePartner(user: Pick<UserRow, 'partnerType' | 'country'>) {
  return SERVICE_PARTNER_TYPES.includes(user.partnerType ?? '') && user.country !== 'CN';
}
