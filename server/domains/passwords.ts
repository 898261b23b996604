import { eq } from 'drizzle-orm';
import {
  FORGET_PASSWORD_STEPS,
  type ChangePasswordForm,
  type ForgetPasswordForm,
  type ForgetPasswordReset,
} from '../../contract/auth';
import type { LangCode } from '../../i18n/languages';
import type { UserRow } from '../auth';
import { loginFailures, users } from '../db/schema/index';
import { messages } from '../messages';
import { fail, ok } from '../reply';
import { checkCode } from '../security/codes';
import { normalizeEmail } from '../security/input';
import { hashPassword, verifyPassword } from '../security/passwords';
import { checkLimit, recordHit } from '../security/rate-limit';
import type { AccountServices } from '../security/services';
import { findUser, passwordMessage, revokeSessions, sendCode, withinLimits } from './users';

/**
 * Step 3 of the reset: the code is used up, the password set, every session of the user ended
 * and the failed logins forgotten, all or nothing. False when the code no longer works.
 */
async function resetPassword(
  services: AccountServices,
  email: string,
  form: ForgetPasswordReset,
): Promise<boolean> {
  const now = services.now();
  const passwordHash = await hashPassword(form.password);
  return services.db.transaction(async (tx) => {
    const checked = await checkCode(tx, email, 'reset', form.code, now, { consume: true });
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
 * The three-step password reset (docs/decisions/012-auth-and-account.md): a code e-mailed to an
 * address with an account, the code checked, then the new password set with the code.
 */
export async function forgetPassword(
  services: AccountServices,
  ip: string,
  form: ForgetPasswordForm,
  lang: LangCode,
) {
  const msg = messages(lang);
  const now = services.now();
  const email = normalizeEmail(form.username);
  if (!email) return fail(msg.refusal.emailInvalid());

  if (form.step === FORGET_PASSWORD_STEPS.sendCode) {
    if (!(await withinLimits(services, 'sendcode', ip, email, now))) {
      return fail(msg.tooManyRequests());
    }
    if (!(await findUser(services.db, email))) return fail(msg.emailUnknown());
    const issued = await sendCode(services, email, 'reset', lang);
    if (!issued.ok) return fail(msg.codeCooldown({ seconds: issued.secondsLeft }));
    return ok(lang, null, msg.codeSent({ email }));
  }

  if (form.step === FORGET_PASSWORD_STEPS.verifyCode) {
    const checked = await checkCode(services.db, email, 'reset', form.code, now, {
      consume: false,
    });
    if (checked !== 'ok') return fail(msg.verifyCodeWrong());
    return ok(lang, null, msg.codeVerified());
  }

  const problem = passwordMessage(form.password, lang);
  if (problem) return fail(problem);
  if (!(await resetPassword(services, email, form))) return fail(msg.verifyCodeWrong());
  return ok(lang, null, msg.passwordResetOk());
}

/** Where wrong current passwords of a password change are counted, per user. */
const WRONG_OLD_PASSWORDS = 'changepassword-failures';

/**
 * A logged-in user's password change: wrong current passwords limited per user, the current password checked, and on
 * success every token of the user revoked, the current one included.
 */
export async function changePassword(
  services: AccountServices,
  user: UserRow,
  form: ChangePasswordForm,
  lang: LangCode,
) {
  const { db, limits } = services;
  const msg = messages(lang);
  const now = services.now();
  const key = String(user.id);
  const limited = await checkLimit(
    db,
    WRONG_OLD_PASSWORDS,
    key,
    limits.failedLoginsPerAddress,
    now,
  );
  if (!limited.allowed) return fail(msg.tooManyRequests());
  if (!(await verifyPassword(form.old_password, user.passwordHash))) {
    await recordHit(db, WRONG_OLD_PASSWORDS, key, now);
    return fail(msg.oldPasswordWrong());
  }
  if (form.new_password === form.old_password) return fail(msg.passwordUnchanged());
  const problem = passwordMessage(form.new_password, lang);
  if (problem) return fail(problem);
  const passwordHash = await hashPassword(form.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, 'password', now);
  });
  return ok(lang, null, msg.passwordChangedOk());
}
