import { eq } from 'drizzle-orm';
import { languageOf, type LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { writeOutbox, type MailMessage, type Mailer } from '../mail/mailer';
import { messages } from '../messages';

/** The server's messages in one language. */
export type ServerMessages = ReturnType<typeof messages>;

/** What a notice knows of the partner it goes to. */
export interface NoticeRecipient {
  realname: string;
  lang: LangCode;
}

/** A notice written to the outbox and waiting for its transaction to commit. */
export interface PendingNotice {
  id: number;
  message: MailMessage;
}

/**
 * Tells a partner, by e-mail in the language of their last login, that head office moved their
 * work (docs/backoffice.md). Call it with the transaction of the action: the
 * message is written to the outbox with it, and {@link deliverNotices} sends it after the commit.
 * Answers null when the partner's account is gone.
 */
export async function noticeToPartner(
  tx: Db,
  partnerId: number,
  compose: (t: ServerMessages, to: NoticeRecipient) => { subject: string; text: string },
  now: Date,
): Promise<PendingNotice | null> {
  const [partner] = await tx
    .select({ username: users.username, realname: users.realname, lang: users.lang })
    .from(users)
    .where(eq(users.id, partnerId));
  if (!partner) return null;
  const lang = languageOf(partner.lang).code;
  const message = {
    to: partner.username,
    ...compose(messages(lang), { realname: partner.realname, lang }),
  };
  return { id: await writeOutbox(tx, message, now), message };
}

/** Prints and delivers notices whose transaction has committed. */
export async function deliverNotices(
  mailer: Mailer,
  db: Db,
  notices: readonly (PendingNotice | null)[],
): Promise<void> {
  for (const notice of notices) {
    if (notice) await mailer.deliver(db, notice.id, notice.message);
  }
}
