import { eq } from 'drizzle-orm';
import {
  FORGET_PASSWORD_STEPS,
  type ChangePasswordForm,
  type ForgetPasswordForm,
  type ForgetPasswordReset,
} from '../../contract/auth';
import type { LangCode } from '../../i18n/languages';
import type { UserRow } from '../plugins/auth';
import { loginFailures, users } from '../db/schema/index';
import { checkCode, issueCode } from '../security/codes';
import { normalizeEmail } from '../security/input';
import { hashPassword, newPasswordProblem, verifyPassword } from '../security/passwords';
import { releaseHits, reserveHit } from '../security/rate-limit';
import type { AccountServices } from '../security/services';
import type { AccountOutcome } from './outcomes';
import { findUser, revokeSessions, sendCode, withinLimit } from './users';

/**
 * Step 3 of the reset: the code is used up, the password set, every session of the user ended
 * and the failed logins forgotten, all or nothing. False when the code no longer works.
 */
async function resetPassword(
  services: AccountServices,
  email: string,
  form: ForgetPasswordReset,
  ip: string,
): Promise<boolean> {
  const now = services.now();
  const passwordHash = await hashPassword(form.password);
  return services.db.transaction(async (tx) => {
    const checked = await checkCode(tx, email, 'reset', form.code, now, {
      consume: true,
      source: ip,
    });
    if (checked !== 'ok') return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.username, email))
      .returning({ id: users.id });
    if (!user) return false;
    await revokeSessions(tx, user.id, 'reset', now);
    await tx.delete(loginFailures).where(eq(loginFailures.username, email));
    return true;
  });
}

/**
 * Step 1 of the reset: a code for the address. The answer is the same whether an account uses
 * the address or not, and so is the work behind it: a code is issued either way (so the 60 s
 * cooldown answers alike), and it is e-mailed only when the account exists.
 */
async function sendResetCode(
  services: AccountServices,
  email: string,
  lang: LangCode,
): Promise<AccountOutcome> {
  const now = services.now();
  const user = await findUser(services.db, email);
  const issued = user
    ? await sendCode(services, email, 'reset', lang)
    : await issueCode(services.db, email, 'reset', now);
  if (!issued.ok) return { refused: 'codeCooldown', seconds: issued.secondsLeft };
  return { done: 'resetCodeSent', email };
}

/**
 * The three-step password reset (docs/accounts.md): a code e-mailed to an
 * address with an account, the code checked, then the new password set with the code. Every
 * step is limited per IP only, so nobody can block the reset of someone else's account
 * (docs/decisions/072-atomic-limits-and-no-lock-out.md).
 */
export async function forgetPassword(
  services: AccountServices,
  ip: string,
  form: ForgetPasswordForm,
  lang: LangCode,
): Promise<AccountOutcome> {
  const now = services.now();
  const email = normalizeEmail(form.username);
  if (!email) return { refused: 'emailInvalid' };

  if (form.step === FORGET_PASSWORD_STEPS.sendCode) {
    if (!(await withinLimit(services, 'sendcode', ip, now))) return { refused: 'tooManyRequests' };
    return sendResetCode(services, email, lang);
  }

  if (!(await withinLimit(services, 'codecheck', ip, now))) return { refused: 'tooManyRequests' };
  if (form.step === FORGET_PASSWORD_STEPS.verifyCode) {
    const checked = await checkCode(services.db, email, 'reset', form.code, now, {
      consume: false,
      source: ip,
    });
    if (checked !== 'ok') return { refused: 'verifyCodeWrong' };
    return { done: 'codeVerified' };
  }

  const problem = newPasswordProblem(form.password, email);
  if (problem) return { refused: problem };
  if (!(await resetPassword(services, email, form, ip))) return { refused: 'verifyCodeWrong' };
  await services.sessions?.caughtUp();
  return { done: 'passwordResetOk' };
}

/** Where wrong current passwords of a password change are counted, per user. */
const WRONG_OLD_PASSWORDS = 'changepassword-failures';

/**
 * A logged-in user's password change: wrong current passwords limited per user, the current
 * password checked, and on success every token of the user revoked, the current one included.
 * The check is counted before the password is looked at and handed back when it was right, so
 * changes sent at the same moment cannot try more passwords than the limit allows.
 */
export async function changePassword(
  services: AccountServices,
  user: UserRow,
  form: ChangePasswordForm,
): Promise<AccountOutcome> {
  const { db, limits } = services;
  const now = services.now();
  const reserved = await reserveHit(
    db,
    WRONG_OLD_PASSWORDS,
    String(user.id),
    limits.wrongPasswordsPerUser,
    now,
  );
  if (!reserved.allowed) return { refused: 'tooManyRequests' };
  if (!(await verifyPassword(form.old_password, user.passwordHash))) {
    return { refused: 'oldPasswordWrong' };
  }
  await releaseHits(db, [reserved.hitId]);
  if (form.new_password === form.old_password) return { refused: 'passwordUnchanged' };
  const problem = newPasswordProblem(form.new_password, user.username);
  if (problem) return { refused: problem };
  const passwordHash = await hashPassword(form.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, 'password', now);
  });
  await services.sessions?.caughtUp();
  return { done: 'passwordChangedOk' };
}
