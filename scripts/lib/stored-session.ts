import { UserInfoSchema } from '../../contract/auth';
import { DEMO_PASSWORD } from '../../server/db/seed/accounts';
import type { ServerProcess } from '../../tests/ops/server';
import { schemaFingerprint } from '../vite/schema-fingerprint';

/**
 * Logs a demo account in and answers what the web app keeps in local storage for a returning
 * user (token, username, userInfo, the fingerprint of the schema that checked it, lang), so a
 * measured page opens already logged in.
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
  if (!UserInfoSchema.safeParse(user).success) {
    throw new Error(`the user info of ${username} does not match the contract`);
  }
  return {
    token,
    username,
    userInfo: JSON.stringify(user),
    userInfoShape: schemaFingerprint(UserInfoSchema),
    lang: 'en',
  };
}
