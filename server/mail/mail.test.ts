import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index';
import { devMailboxEnabled, type MailboxMessage } from './dev-mailbox';
import { createMailer, mailSettingsFromEnv, type MailMessage } from './mailer';
import { createApp } from '../app';
import { useTestApp } from '../testing';
import { suiteClock } from '../testing-clock';

const h = useTestApp();

const message: MailMessage = { to: 'box@example.org', subject: 'Hello', text: 'Code 123456.' };

describe('mailer', () => {
  it('writes the outbox first and records delivery', async () => {
    const delivered: MailMessage[] = [];
    const mailer = createMailer(
      {
        from: 'Portal <portal@example.org>',
        log: false,
        transport: { send: (m) => Promise.resolve(void delivered.push(m)) },
      },
      suiteClock,
    );
    const id = await mailer.send(h.database.db, message, new Date());
    expect(delivered).toEqual([{ ...message, from: 'Portal <portal@example.org>' }]);
    const [row] = await h.database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ to: message.to, error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps the message and the reason when delivery fails, without failing the caller', async () => {
    const mailer = createMailer(
      {
        from: 'x@example.org',
        log: false,
        transport: { send: () => Promise.reject(new Error('connection refused')) },
      },
      suiteClock,
    );
    const stderr = process.stderr.write.bind(process.stderr);
    process.stderr.write = () => true;
    try {
      const id = await mailer.send(h.database.db, message, new Date());
      const [row] = await h.database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(row).toMatchObject({ sentAt: null, error: 'connection refused' });
    } finally {
      process.stderr.write = stderr;
    }
  });

  it('reads its settings from the environment', () => {
    expect(mailSettingsFromEnv({ NODE_ENV: 'development' })).toMatchObject({ log: true });
    expect(mailSettingsFromEnv({ NODE_ENV: 'production' })).toMatchObject({ log: false });
    expect(mailSettingsFromEnv({}).transport).toBeUndefined();
    expect(mailSettingsFromEnv({ SMTP_URL: 'smtp://localhost:2525' }).transport).toBeDefined();
    expect(mailSettingsFromEnv({ MAIL_FROM: 'a@b.co' }).from).toBe('a@b.co');
  });
});

describe('development mailbox', () => {
  it('is off in production and with DEV_MAILBOX=off', () => {
    expect(devMailboxEnabled({})).toBe(true);
    expect(devMailboxEnabled({ NODE_ENV: 'production' })).toBe(false);
    expect(devMailboxEnabled({ DEV_MAILBOX: 'off' })).toBe(false);
  });

  it('is not served at all when it is off', async () => {
    const off = await createApp({ db: h.database.db, now: suiteClock, devMailbox: false });
    try {
      for (const url of ['/dev/mailbox', '/dev/mailbox.json?to=mailbox@example.org']) {
        const res = await off.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toMatch(/@example/);
      }
    } finally {
      await off.close();
    }
  });

  it('lists the latest messages to an address as JSON, with the code', async () => {
    await h.app.inject({
      method: 'POST',
      url: '/prod-api/user/sendcode',
      payload: { username: 'Mailbox@Example.org' },
    });
    const res = await h.app.inject({
      method: 'GET',
      url: '/dev/mailbox.json?to=mailbox@example.org',
    });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{ messages: MailboxMessage[] }>();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      to: 'mailbox@example.org',
      subject: 'Your sign-up verification code',
    });
    expect(messages[0]?.code).toMatch(/^\d{6}$/);
  });

  it('shows a page that escapes what it prints', async () => {
    const mailer = createMailer({ from: 'x', log: false }, suiteClock);
    await mailer.send(
      h.database.db,
      { to: 'html@example.org', subject: '<script>alert(1)</script>', text: 'a & b' },
      new Date(),
    );
    const res = await h.app.inject({ method: 'GET', url: '/dev/mailbox?to=html@example.org' });
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).toContain('a &amp; b');
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<html lang="en">');
  });
});
