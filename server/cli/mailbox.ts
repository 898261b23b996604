/**
 * Prints the latest e-mails of the development mailbox, with their codes:
 * `npx tsx server/cli/mailbox.ts [address]`.
 *
 * It asks the running server first (`/dev/mailbox.json`), because the embedded database may be
 * opened by one process only; with no server running it reads the database itself, the same
 * one `npm start` uses (`DATABASE_URL` or `DATA_DIR`).
 */
import { existsSync } from 'node:fs';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { devMailboxEnabled, latestMail, type MailboxMessage } from '../mail/dev-mailbox';

const LIMIT = 20;

function print(messages: MailboxMessage[], to: string | undefined): void {
  if (messages.length === 0) {
    process.stdout.write(`No e-mails${to ? ` to ${to}` : ''}.\n`);
    return;
  }
  for (const m of messages) {
    process.stdout.write(
      [
        `#${m.id}  ${m.created_at.replace('T', ' ').slice(0, 19)} UTC  to ${m.to}`,
        `  ${m.subject}${m.code ? `  [code ${m.code}]` : ''}`,
        `  ${m.text}`,
        '',
      ].join('\n'),
    );
  }
}

async function fromServer(port: number, to: string | undefined) {
  const url = new URL(`http://127.0.0.1:${port}/dev/mailbox.json`);
  if (to) url.searchParams.set('to', to);
  url.searchParams.set('limit', String(LIMIT));
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    return ((await response.json()) as { messages: MailboxMessage[] }).messages;
  } catch {
    return null;
  }
}

async function fromDatabase(to: string | undefined): Promise<MailboxMessage[]> {
  const config = readConfig();
  if (!config.databaseUrl && !existsSync(config.dataDir)) {
    process.stderr.write(`No server answered and there is no database in ${config.dataDir}.\n`);
    return [];
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  ).catch((error: unknown) => {
    // A server on another port holds the embedded database: it is the one to ask.
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(
      `${error.message}\nNo server answered on port ${config.port}; set PORT to the port of the running server.\n`,
    );
    process.exit(1);
  });
  try {
    return await latestMail(database.db, to, LIMIT);
  } finally {
    await database.close();
  }
}

if (!devMailboxEnabled()) {
  process.stderr.write(
    'The development mailbox is off: NODE_ENV=production, DEV_MAILBOX=off, or HOST is not loopback\n' +
      'and DEV_MAILBOX=on does not ask for it.\n',
  );
  process.exit(1);
}
const to = process.argv[2]?.trim() || undefined;
const messages = (await fromServer(readConfig().port, to)) ?? (await fromDatabase(to));
print(messages, to);
