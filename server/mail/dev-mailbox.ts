import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { developmentAid } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema/index';
import escapeHtml from 'escape-html';

/** Where the development mailbox is served (outside `/prod-api`). */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** A message as the mailbox shows it; `code` is the first six-digit code in the text, if any. */
export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  code: string | null;
  created_at: string;
}

/**
 * Whether the development mailbox is on. It shows every e-mail the server wrote, verification
 * codes included, so it is on only while nobody else can reach the server (it listens on
 * loopback, no `TRUST_PROXY`) or when `DEV_MAILBOX=on` asks for it; `DEV_MAILBOX=off` and
 * `NODE_ENV=production` turn it off (docs/accounts.md).
 */
export function devMailboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return developmentAid(env, 'DEV_MAILBOX').on;
}

/** The latest messages of the outbox, newest first, optionally for one address only. */
export async function latestMail(db: Db, to?: string, limit = 20): Promise<MailboxMessage[]> {
  const address = to?.trim().toLowerCase();
  if (address?.includes('\u0000')) return [];
  const rows = await db
    .select()
    .from(outbox)
    .where(address ? eq(outbox.to, address) : undefined)
    .orderBy(desc(outbox.id))
    .limit(Math.min(Math.max(1, limit), 100));
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    code: /\b(\d{6})\b/.exec(row.text)?.[1] ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The page's only style, inline; the content policy allows exactly this text by its hash. */
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #767676; padding: .4rem .6rem; text-align: left; vertical-align: top; }
caption { text-align: left; font-weight: 600; margin-bottom: .5rem; }
label, input, button { font: inherit; }
`;

/** No script at all, the one style above, a form that stays here, and no framing. */
export const MAILBOX_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

function page(messages: MailboxMessage[], to: string | undefined): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.created_at.replace('T', ' ').slice(0, 19))}</td>` +
        `<td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.subject)}</td>` +
        `<td><strong>${escapeHtml(m.code ?? '')}</strong></td><td>${escapeHtml(m.text)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p>The latest e-mails the server wrote to its outbox. This page does not exist in production.</p>
<form method="get" action="${DEV_MAILBOX_PATH}">
<label for="to">Address</label>
<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}">
<button type="submit">Show</button>
</form>
<table>
<caption>${messages.length} message(s)${to ? ` to ${escapeHtml(to)}` : ''}, newest first</caption>
<thead><tr><th scope="col">Time (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Code</th><th scope="col">Text</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</main>
</body>
</html>`;
}

/**
 * `GET /dev/mailbox` (a page) and `GET /dev/mailbox.json?to=address` (for end-to-end tests):
 * the latest outbox messages. Register only when {@link devMailboxEnabled}.
 */
export function registerDevMailbox(app: FastifyInstance, db: Db): void {
  type Query = { Querystring: { to?: string; limit?: string } };
  const read = (query: Query['Querystring']) =>
    latestMail(db, typeof query.to === 'string' ? query.to : undefined, Number(query.limit) || 20);
  app.get<Query>(`${DEV_MAILBOX_PATH}.json`, async (request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ messages: await read(request.query) }),
  );
  app.get<Query>(DEV_MAILBOX_PATH, async (request, reply) =>
    reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', MAILBOX_CSP)
      .type('text/html; charset=utf-8')
      .send(page(await read(request.query), request.query.to)),
  );
}
