import { TransactionRollbackError } from 'drizzle-orm';
import type { RegisterForm } from '../../contract/auth';
import type { LangCode } from '../../i18n/languages';
import { users } from '../db/schema/index';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import { checkCode } from '../security/codes';
import { normalizeEmail } from '../security/input';
import { hashPassword } from '../security/passwords';
import { takeHit } from '../security/rate-limit';
import type { AccountServices } from '../security/services';
import { contactMessage, findUser, passwordMessage, sendCode, withinLimit } from './users';

/** The refusal of an address no mailbox can have, before anything else is looked at. */
function badAddress(lang: LangCode) {
  return fail(messages(lang).refusal.emailInvalid());
}

/**
 * Creates the account with the e-mailed code, unless the address was signed up meanwhile.
 * The code is used up only when the account is created.
 */
async function createAccount(
  services: AccountServices,
  email: string,
  form: RegisterForm,
  lang: LangCode,
): Promise<'created' | 'badCode' | 'taken'> {
  const now = services.now();
  const passwordHash = await hashPassword(form.password);
  return services.db
    .transaction(async (tx) => {
      const checked = await checkCode(tx, email, 'register', form.code, now, { consume: true });
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
) {
  const { db } = services;
  const msg = messages(lang);
  const email = normalizeEmail(form.username);
  if (!email) return badAddress(lang);
  if (!(await withinLimit(services, 'register', ip, services.now()))) {
    return fail(msg.tooManyRequests());
  }
  const problem =
    passwordMessage(form.password, email, lang) ??
    (await contactMessage(db, form.country, form.telephone, lang));
  if (problem) return fail(problem);
  if (await findUser(db, email)) return fail(msg.emailTaken());
  const outcome = await createAccount(services, email, form, lang);
  if (outcome === 'badCode') return fail(msg.verifyCodeWrong());
  if (outcome === 'taken') return fail(msg.emailTaken());
  return ok(lang, null, msg.registerOk());
}

/**
 * The address of a sign-up call, normalised, when it is free to sign up with: the refusal when
 * it cannot be an address, is over the call's limit, or already has an account.
 */
async function freeAddress(
  services: AccountServices,
  username: string,
  lang: LangCode,
  allowed: () => Promise<boolean>,
) {
  const msg = messages(lang);
  const email = normalizeEmail(username);
  if (!email) return { ok: false as const, refusal: badAddress(lang) };
  if (!(await allowed())) return { ok: false as const, refusal: fail(msg.tooManyRequests()) };
  if (await findUser(services.db, email))
    return { ok: false as const, refusal: fail(msg.emailTaken()) };
  return { ok: true as const, email };
}

/** E-mails a sign-up code to an address that has no account yet. */
export async function sendSignUpCode(
  services: AccountServices,
  ip: string,
  username: string,
  lang: LangCode,
) {
  const msg = messages(lang);
  const address = await freeAddress(services, username, lang, () =>
    withinLimit(services, 'sendcode', ip, services.now()),
  );
  if (!address.ok) return address.refusal;
  const issued = await sendCode(services, address.email, 'register', lang);
  if (!issued.ok) return fail(msg.codeCooldown({ seconds: issued.secondsLeft }));
  return ok(lang, null, msg.codeSent({ email: address.email }));
}

/** Whether an address is free to sign up with; limited per IP, since it reveals accounts. */
export async function checkEmail(
  services: AccountServices,
  ip: string,
  username: string,
  lang: LangCode,
) {
  const address = await freeAddress(services, username, lang, async () => {
    const limit = services.limits.checkEmailPerIp;
    return (await takeHit(services.db, 'checkemail-ip', ip, limit, services.now())).allowed;
  });
  return address.ok ? ok(lang, null, messages(lang).emailAvailable()) : address.refusal;
}
