import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import {
  newPasswordProblem as formProblem,
  type NewPasswordProblem,
} from '../../machines/shared/password-rules';
import { isCommonPassword } from './common-passwords';

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../contract/auth';

/**
 * scrypt cost: N = 2^15, r = 8, p = 1 needs 32 MiB and about 100 ms per hash on one core.
 * The parameters are stored with every hash, so raising them later keeps old hashes valid.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, cost: { N: number; r: number; p: number }) {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise<Buffer>((resolve, reject) => {
    // NFKC: the same password typed on different keyboards gives the same bytes.
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** A slow, salted hash of a password: `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')]
    .map(String)
    .join('$');
}

/** Whether `password` matches a hash made by {@link hashPassword}; compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((x) => Number.isInteger(x) && x > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

let dummy: Promise<string> | undefined;

/**
 * Spends the time of one password check without a user, so a login for an unknown address
 * takes as long as one for a known address.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not a real password');
  await verifyPassword(password, await dummy);
}

/** Why a new password is refused: a rule the forms check too, or a password too common. */
export type PasswordProblem = NewPasswordProblem | 'passwordCommon';

/**
 * Why a new password for the account with this e-mail address is refused, or null when it is
 * acceptable: the forms' rules (length, not the address, not one character repeated) and not
 * one of the most common passwords.
 */
export function newPasswordProblem(password: string, email: string): PasswordProblem | null {
  const problem = formProblem(password, email);
  if (problem) return problem;
  return isCommonPassword(password) ? 'passwordCommon' : null;
}
