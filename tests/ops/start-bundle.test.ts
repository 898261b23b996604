/**
 * The server as `npm start` runs it: bundled into one module (scripts/build-server.ts) and run
 * by plain Node. The bundle must find what lies next to the sources: the migrations, the seed
 * data, the media and the chat's files.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build-server';
import { call, startServer, type ServerProcess } from './server';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Inside the project, so that the bundle finds the packages in node_modules.
const FOLDER = join(ROOT, 'dist-ops-test');

let server: ServerProcess;

beforeAll(async () => {
  await buildServer(ROOT, FOLDER);
  // Per-IP limits doubled, so that the last test can show the setting reaches the bundle.
  server = await startServer({ PER_IP_LIMITS_SCALE: '2' }, [
    '--enable-source-maps',
    join(FOLDER, 'main.mjs'),
  ]);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(FOLDER, { recursive: true, force: true });
});

it('migrates and seeds the database, and answers the layout with the seed menu', async () => {
  const layout = await call<{ columb: { name: string }[] }>(server, 'GET', '/prod-api/layout');
  expect(layout.body?.code).toBe(1);
  expect(layout.body?.data?.columb.length).toBeGreaterThan(3);
  expect(server.output()).toMatch(/Ready \d+\.\d s after the process started\./);
});

it('serves the seed media and the chat files from the source tree', async () => {
  const image = await fetch(`${server.base}/media/products/ap-ceiling.svg`);
  expect(image.status).toBe(200);
  expect(await image.text()).toContain('<svg');
  const chat = await fetch(`${server.base}/chat/`);
  expect(chat.status).toBe(200);
  const page = await chat.text();
  const script = /src="(\/chat\/[^"]+\.js)"/.exec(page)?.[1];
  expect(script).toBeDefined();
  expect((await fetch(`${server.base}${script}`)).status).toBe(200);
});

it('logs a demo partner in and makes the order contract template (the lazily loaded libraries)', async () => {
  const login = await call<{ token: string }>(server, 'POST', '/prod-api/v2/user/login', {
    json: { username: 'demo.dpp@example.com', password: 'DemoPartner2026' },
  });
  const token = login.body?.data?.token ?? '';
  expect(token).not.toBe('');
  const exported = await fetch(`${server.base}/prod-api/user/downloadenduser`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({}),
  });
  expect(exported.headers.get('content-disposition')).toMatch(/\.xlsx/);
  const bytes = Buffer.from(await exported.arrayBuffer());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

it('scales the per-IP limits by PER_IP_LIMITS_SCALE (last: it uses up the captcha limit)', async () => {
  // 120 captchas per 10 minutes from one address by default; twice that here.
  const codes: number[] = [];
  for (let i = 0; i < 241; i += 1) {
    const captcha = await call(server, 'GET', '/prod-api/v2/common/captcha');
    codes.push(captcha.body?.code ?? -1);
  }
  expect(codes.slice(0, 240).every((code) => code === 1)).toBe(true);
  expect(codes[240]).toBe(0);
});
