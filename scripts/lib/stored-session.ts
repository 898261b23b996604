import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import type { ServerProcess } from '../../tests/ops/server';

/**
 * Logs a demo account in and answers what the web app keeps in local storage for a returning
 * user (token, username, userInfo, lang), so a measured page opens already logged in.
 */
export async function storedSession(
  server: ServerProcess,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Record<string, string>> {
  const response = await fetch(`${server.base}/prod-api/v2/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, logIp: 0 }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
  if (body.code !== 1) throw new Error(`login of ${username} refused: ${body.msg}`);
  const { token, ...user } = body.data;
  return { token, username, userInfo: JSON.stringify(user), lang: 'en' };
}
