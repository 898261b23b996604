import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';
import { mailsTotal } from '../operations/metrics';

/** One e-mail, plain text. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where a message goes after the outbox: SMTP, or nowhere. */
export interface MailTransport {
  send(message: MailMessage & { from: string }): Promise<void>;
}

/** How the server sends mail (docs/accounts.md). */
export interface MailSettings {
  from: string;
  /** Print every message on standard output (development). */
  log: boolean;
  /** Deliver through this transport; none means the outbox is the only destination. */
  transport?: MailTransport;
}

/** An SMTP transport for a URL such as `smtp://user:pass@host:587` or `smtps://...`. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
  };
}

/**
 * Mail settings from the environment: `SMTP_URL` turns on delivery, `MAIL_FROM` is the sender,
 * and every message is printed outside production and tests.
 */
export function mailSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): MailSettings {
  return {
    from: env.MAIL_FROM || 'DCN Partner Portal <no-reply@localhost>',
    log: env.NODE_ENV !== 'production' && env.NODE_ENV !== 'test' && !env.VITEST,
    ...(env.SMTP_URL ? { transport: smtpTransport(env.SMTP_URL) } : {}),
  };
}

export interface Mailer {
  /** Writes the message to the outbox, then prints and delivers it; answers the outbox id. */
  send(db: Db, message: MailMessage, now: Date): Promise<number>;
  /**
   * Prints and delivers a message already in the outbox ({@link writeOutbox}), once the
   * transaction that wrote it has committed.
   */
  deliver(db: Db, id: number, message: MailMessage): Promise<void>;
}

/**
 * Writes a message to the outbox only; answers its id. Inside a transaction, the message is on
 * record exactly when what it tells happened; deliver it after the commit.
 */
export async function writeOutbox(db: Db, message: MailMessage, now: Date): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ ...message, createdAt: now })
    .returning({ id: outbox.id });
  return row?.id ?? 0;
}

/**
 * The outbox is written first, so every message is on record even when delivery fails; a
 * failed delivery is logged on the row (`error`) and does not fail the call that sent it.
 */
export function createMailer(settings: MailSettings, now: Clock): Mailer {
  const deliver = async (db: Db, id: number, message: MailMessage) => {
    // Who and what only: a body holds sign-up and reset codes, which never go to a log. Outside
    // production the messages are read in the development mailbox (/dev/mailbox).
    if (settings.log) {
      process.stdout.write(`[mail #${id}] to ${message.to}: ${message.subject}\n`);
    }
    if (!settings.transport) {
      mailsTotal.inc({ outcome: 'kept' });
      return;
    }
    let sent = false;
    try {
      await settings.transport.send({ ...message, from: settings.from });
      sent = true;
      mailsTotal.inc({ outcome: 'sent' });
      await db.update(outbox).set({ sentAt: now() }).where(eq(outbox.id, id));
    } catch (error) {
      if (!sent) mailsTotal.inc({ outcome: 'failed' });
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(outbox)
        .set({ error: reason.slice(0, 500) })
        .where(eq(outbox.id, id));
      process.stderr.write(`[mail #${id}] delivery to ${message.to} failed: ${reason}\n`);
    }
  };
  return {
    async send(db, message, now) {
      const id = await writeOutbox(db, message, now);
      await deliver(db, id, message);
      return id;
    },
    deliver,
  };
}
