import { TransactionRollbackError } from 'drizzle-orm';
import type { RegisterForm } from '../../contract/auth';
import type { LangCode } from '../../i18n/languages';
import { users } from '../db/schema/index';
import { checkCode } from '../security/codes';
import { normalizeEmail } from '../security/input';
import { hashPassword, newPasswordProblem } from '../security/passwords';
import { takeHit } from '../security/rate-limit';
import type { AccountServices } from '../security/services';
import type { AccountOutcome, AccountRefusal } from './outcomes';
import { contactProblem, findUser, sendCode, withinLimit } from './users';

/**
 * Creates the account with the e-mailed code, unless the address was signed up meanwhile.
 * The code is used up only when the account is created.
 */
async function createAccount(
  services: AccountServices,
  email: string,
  form: RegisterForm,
  lang: LangCode,
  ip: string,
): Promise<'created' | 'badCode' | 'taken'> {
  const now = services.now();
  const passwordHash = await hashPassword(form.password);
  return services.db
    .transaction(async (tx) => {
      const checked = await checkCode(tx, email, 'register', form.code, now, {
        consume: true,
        source: ip,
      });
      if (checked !== 'ok') return 'badCode' as const;
      const created = await tx
        .insert(users)
        .values({
          username: email,
          passwordHash,
          realname: form.realname,
          company: form.company,
          country: form.country.toUpperCase(),
          telephone: form.telephone,
          website: form.website ?? '',
          address: form.address ?? '',
          createdAt: now,
          passwordChangedAt: now,
          lang,
        })
        .onConflictDoNothing({ target: users.username })
        .returning({ id: users.id });
      // Signed up by a parallel request since the check above: keep the code unused.
      if (created.length === 0) tx.rollback();
      return 'created' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return 'taken' as const;
      throw error;
    });
}

/**
 * Sign-up: the per-IP limit, then the password and contact rules, then the code creates the
 * account.
 */
export async function register(
  services: AccountServices,
  ip: string,
  form: RegisterForm,
  lang: LangCode,
): Promise<AccountOutcome> {
  const { db } = services;
  const email = normalizeEmail(form.username);
  if (!email) return { refused: 'emailInvalid' };
  if (!(await withinLimit(services, 'register', ip, services.now()))) {
    return { refused: 'tooManyRequests' };
  }
  const problem =
    newPasswordProblem(form.password, email) ??
    (await contactProblem(db, form.country, form.telephone));
  if (problem) return { refused: problem };
  if (await findUser(db, email)) return { refused: 'emailTaken' };
  const outcome = await createAccount(services, email, form, lang, ip);
  if (outcome === 'badCode') return { refused: 'verifyCodeWrong' };
  if (outcome === 'taken') return { refused: 'emailTaken' };
  return { done: 'registerOk' };
}

/**
 * The address of a sign-up call, normalised, when it is free to sign up with: the refusal when
 * it cannot be an address, is over the call's limit, or already has an account.
 */
async function freeAddress(
  services: AccountServices,
  username: string,
  allowed: () => Promise<boolean>,
): Promise<AccountRefusal | { email: string }> {
  const email = normalizeEmail(username);
  if (!email) return { refused: 'emailInvalid' };
  if (!(await allowed())) return { refused: 'tooManyRequests' };
  if (await findUser(services.db, email)) return { refused: 'emailTaken' };
  return { email };
}

/** E-mails a sign-up code to an address that has no account yet. */
export async function sendSignUpCode(
  services: AccountServices,
  ip: string,
  username: string,
  lang: LangCode,
): Promise<AccountOutcome> {
  const address = await freeAddress(services, username, () =>
    withinLimit(services, 'sendcode', ip, services.now()),
  );
  if ('refused' in address) return address;
  const issued = await sendCode(services, address.email, 'register', lang);
  if (!issued.ok) return { refused: 'codeCooldown', seconds: issued.secondsLeft };
  return { done: 'codeSent', email: address.email };
}

/** Whether an address is free to sign up with; limited per IP, since it reveals accounts. */
export async function checkEmail(
  services: AccountServices,
  ip: string,
  username: string,
): Promise<AccountOutcome> {
  const address = await freeAddress(services, username, async () => {
    const limit = services.limits.checkEmailPerIp;
    return (await takeHit(services.db, 'checkemail-ip', ip, limit, services.now())).allowed;
  });
  return 'refused' in address ? address : { done: 'emailAvailable' };
}
