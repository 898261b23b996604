/**
 * Bad bodies on every POST call of the contract (and the chat page's own call): wrong media
 * types, truncated or malformed multipart and JSON, bodies over the limits, and bodies sent too
 * slowly to a listening server. Every answer is a 4xx in the envelope, in the caller's
 * language, and nothing is logged as an error.
 */
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { connect, type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partCounter } from '../plugins/uploads';
import { ALL_PERMISSIONS } from '../../contract/auth';
import { HEAD_OFFICE_FILE_MAX_BYTES } from '../../contract/backoffice-orders';
import { MAX_UPLOAD_BYTES } from '../../contract/common';
import { contract } from '../../contract/index';
import { createApp } from '../app';
import { CHAT_MESSAGES_PATH } from '../chat/routes';
import type { Database } from '../db/client';
import { users } from '../db/schema/index';
import { openTestDatabase } from '../db/testing';
import { FORM_TYPE, JSON_TYPE, MAX_BODY_BYTES, MULTIPART_TYPE, multipartLimitOf } from './bodies';
import { hashPassword } from './passwords';
import { suiteClock } from '../testing-clock';

/** One POST call: its address and the one media type its body may have. */
interface PostRoute {
  name: string;
  url: string;
  type: string;
  /** The largest body the call reads (multipart: head office's uploads take more). */
  limit: number;
  /** The largest file of a multipart call, in kB. */
  fileKb: number;
}

/** Every POST call of the contract, read from the contract itself, plus the chat page's call. */
function postRoutes(): PostRoute[] {
  const found: PostRoute[] = [];
  const walk = (router: AppRouter | AppRoute, name: string) => {
    if (isAppRoute(router)) {
      if (router.method !== 'POST') return;
      const type = 'contentType' in router && router.contentType ? router.contentType : JSON_TYPE;
      const backOffice = router.path.startsWith('/backoffice/');
      found.push({
        name,
        url: `/prod-api${router.path}`,
        type,
        limit: type === MULTIPART_TYPE ? multipartLimitOf(router.path) : MAX_BODY_BYTES,
        fileKb: (backOffice ? HEAD_OFFICE_FILE_MAX_BYTES : MAX_UPLOAD_BYTES) / 1024,
      });
      return;
    }
    for (const [key, child] of Object.entries(router)) walk(child, name ? `${name}.${key}` : key);
  };
  walk(contract, '');
  const chat = { name: 'chat page', url: CHAT_MESSAGES_PATH, type: JSON_TYPE };
  return [...found, { ...chat, limit: MAX_BODY_BYTES, fileKb: MAX_UPLOAD_BYTES / 1024 }];
}

const ROUTES = postRoutes();
const BODY_TIMEOUT_MS = 300;
const BOUNDARY = 'portal-bad-input';
const PASSWORD = 'Bodies-Test-2026';

let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;
/** The same server with a short body timeout, for bodies that arrive too slowly. */
let impatient: Awaited<ReturnType<typeof createApp>>;
let token = '';
/** The token of each upload call's own user. */
const uploadTokens = new Map<string, string>();
let port = 0;
let impatientPort = 0;
const logged: string[] = [];
const log = pino({ level: 'error' }, { write: (line: string) => void logged.push(line) });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createApp({ db: database.db, now: suiteClock, log });
  impatient = await createApp({
    db: database.db,
    now: suiteClock,
    log,
    timeouts: { body: BODY_TIMEOUT_MS },
  });
  const tester = async (username: string) => {
    await database.db.insert(users).values({
      username,
      passwordHash: await hashPassword(PASSWORD),
      realname: 'Body Tester',
      company: 'Test Company',
      country: 'CN',
      telephone: '+86 138 0013 8000',
      createdAt: suiteClock(),
      passwordChangedAt: suiteClock(),
      // Every permission, so that the back-office calls read their bodies too: without one, a
      // call is refused before its body is read (server/plugins/permissions.ts).
      permissions: [ALL_PERMISSIONS],
    });
    const login = await app.inject({
      method: 'POST',
      url: '/prod-api/v2/user/login',
      payload: { username, password: PASSWORD, logIp: 0 },
    });
    return login.json<{ data: { token: string } }>().data.token;
  };
  token = await tester('bodies@example.org');
  // One user per upload call: a user has at most two uploads in flight, and the calls below
  // all send at once (server/plugins/uploads.ts).
  for (const route of ROUTES.filter((r) => r.type === MULTIPART_TYPE)) {
    uploadTokens.set(route.url, await tester(`bodies.${uploadTokens.size}@example.org`));
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  await impatient.listen({ port: 0, host: '127.0.0.1' });
  impatientPort = (impatient.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await impatient.close();
  await app.close();
  await database.close();
});

interface Envelope {
  code: number;
  msg: string;
}

/** A 4xx answer in the envelope with code 0 and a sentence, never internals. */
function expectRefused(res: { status: number; text: string }, label: string): Envelope {
  expect(res.status, `${label}: ${res.text}`).toBeGreaterThanOrEqual(400);
  expect(res.status, `${label}: ${res.text}`).toBeLessThan(500);
  const body = JSON.parse(res.text) as Envelope;
  expect(body.code, label).toBe(0);
  expect(body.msg, label).toMatch(/\w/);
  expect(res.text, label).not.toMatch(/at .*\.(ts|js):\d+|FST_|Error:/);
  return body;
}

async function send(route: PostRoute, options: Omit<InjectOptions, 'method' | 'url'>) {
  const res: LightMyRequestResponse = await app.inject({
    method: 'POST',
    url: route.url,
    ...options,
    headers: { token, ...options.headers },
  });
  return { status: res.statusCode, text: res.body, headers: res.headers };
}

const isServed = (route: PostRoute) => app.hasRoute({ method: 'POST', url: route.url });

const truncatedMultipart =
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
  'Content-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n';

/**
 * Bodies of the wrong kind for most routes, each labelled with the media type it claims;
 * `malformed` ones cannot be read even by a route that takes their type.
 */
const WRONG_BODIES = [
  {
    label: 'truncated multipart',
    type: `${MULTIPART_TYPE}; boundary=${BOUNDARY}`,
    payload: truncatedMultipart,
    malformed: true,
  },
  {
    label: 'multipart without a boundary',
    type: MULTIPART_TYPE,
    payload: truncatedMultipart,
    malformed: true,
  },
  {
    label: 'JSON sent as text/plain, as a form on another site can',
    type: 'text/plain',
    payload: '{"username":"a@b.co","password":"x","logIp":0}',
  },
  {
    label: 'form-encoded',
    type: FORM_TYPE,
    payload: 'username=a%40b.co&password=x&logIp=0',
    malformed: false,
  },
  {
    label: 'truncated JSON',
    type: JSON_TYPE,
    payload: '{"username": "a@b.co", "pass',
    malformed: true,
  },
  { label: 'XML', type: 'application/xml', payload: '<login><username>a</username></login>' },
  { label: 'no type', type: undefined, payload: '{"username":"a@b.co"}' },
] as const;

describe('every POST call takes only its own media type, and refuses bad bodies with a 4xx', () => {
  it(`finds the calls in the contract (${ROUTES.length})`, () => {
    expect(ROUTES.length).toBeGreaterThan(40);
    expect(ROUTES.filter((r) => r.type === MULTIPART_TYPE).map((r) => r.url)).toContain(
      '/prod-api/user/uploadhead',
    );
    expect(ROUTES.filter((r) => r.type === FORM_TYPE).map((r) => r.url)).toEqual([
      '/prod-api/search',
      '/prod-api/user/downloadquotation',
    ]);
  });

  it.each(WRONG_BODIES)('$label', async ({ label, type, payload, ...body }) => {
    const essence = type?.split(';')[0];
    for (const route of ROUTES) {
      const res = await send(route, {
        payload,
        headers: type ? { 'content-type': type } : {},
      });
      const what = `${label} to ${route.name}`;
      const readable = !('malformed' in body && body.malformed);
      if (essence === route.type && readable && isServed(route)) {
        // The call's own type, readable: the contract judges the fields (the search's form).
        expect(res.status, what).toBe(200);
        expect(JSON.parse(res.text), what).toMatchObject({ code: 0 });
        continue;
      }
      expectRefused(res, what);
      if (!isServed(route)) continue;
      // A body of another type than the call's is refused unread, with the connection closed.
      if (essence !== route.type) {
        expect(res.status, what).toBe(415);
        expect(res.headers.connection, what).toBe('close');
      } else {
        expect(res.status, what).toBe(400);
      }
    }
  });

  it('refuses a body over the limit of its type, in the caller language', async () => {
    // Each call gets a body over its own limit.
    const huge = (route: PostRoute) =>
      ({
        [JSON_TYPE]: JSON.stringify({ username: 'x'.repeat(route.limit) }),
        [FORM_TYPE]: `keyword=${'x'.repeat(route.limit)}`,
        [MULTIPART_TYPE]:
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
          `Content-Type: image/png\r\n\r\n${'x'.repeat(route.limit)}\r\n--${BOUNDARY}--\r\n`,
      })[route.type];
    for (const route of ROUTES) {
      const type =
        route.type === MULTIPART_TYPE ? `${route.type}; boundary=${BOUNDARY}` : route.type;
      const res = await send(route, {
        payload: huge(route),
        headers: { 'content-type': type, lang: 'spa' },
      });
      const body = expectRefused(res, `huge body to ${route.name}`);
      if (!isServed(route)) continue;
      expect(res.status, route.name).toBe(413);
      expect(body.msg, route.name).toBe(
        route.type === MULTIPART_TYPE
          ? // The whole upload is over its limit: said as such, with the limit of one file.
            `La carga es demasiado grande: como máximo ${route.limit / 1024} kB en total y ${route.fileKb} kB por archivo.`
          : 'La solicitud es demasiado grande. Acorte lo que ha introducido e inténtelo de nuevo.',
      );
    }
  });

  it('logs none of these as an error', () => {
    expect(logged).toEqual([]);
  });
});

describe('JSON calls take JSON', () => {
  it('a form cannot log anyone in, on either login call', async () => {
    for (const url of ['/prod-api/v2/user/login', '/prod-api/user/login']) {
      const form = new URLSearchParams({
        username: 'bodies@example.org',
        password: PASSWORD,
        logIp: '0',
      });
      const res = await app.inject({
        method: 'POST',
        url,
        payload: form.toString(),
        headers: { 'content-type': FORM_TYPE, lang: 'ru' },
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 0,
        msg: 'Запрос отправлен в неподдерживаемом формате. Обновите страницу и попробуйте ещё раз.',
      });
      expect(res.body).not.toMatch(/token/i);
    }
  });

  it('JSON with a charset is JSON; GET calls are not looked at', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/prod-api/user/checkemail',
      payload: JSON.stringify({ username: 'free.address@example.org' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json<Envelope>().code).toBe(1);
    const get = await app.inject({
      method: 'GET',
      url: '/prod-api/layout',
      headers: { 'content-type': 'text/plain' },
    });
    expect(get.json<Envelope>().code).toBe(1);
  });

  it('a call without a body passes whatever type its client names', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/prod-api/user/checkemail',
      headers: { 'content-type': 'text/plain', 'content-length': '0' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope>().code).toBe(0);
  });

  it('the search takes its form, and only its form', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/prod-api/search',
      payload: 'keyword=switch&page=1&limit=10',
      headers: { 'content-type': FORM_TYPE },
    });
    expect(form.json<Envelope>().code).toBe(1);
    const json = await app.inject({
      method: 'POST',
      url: '/prod-api/search',
      payload: { keyword: 'switch' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('multipart on the upload call', () => {
  const upload = (payload: string | Buffer, type = `${MULTIPART_TYPE}; boundary=${BOUNDARY}`) =>
    app.inject({
      method: 'POST',
      url: '/prod-api/user/uploadhead',
      payload,
      headers: { token, lang: 'fra', 'content-type': type },
    });

  it('answers a cut-off body 400 in the caller language', async () => {
    const res = await upload(truncatedMultipart);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'Le formulaire n’a pas pu être lu. Rechargez la page et réessayez.',
    });
  });

  it('takes a part named like a prototype as a plain field, and refuses too many parts', async () => {
    const part = (name: string) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nx\r\n`;
    const proto = await upload(`${part('__proto__')}${part('constructor')}--${BOUNDARY}--\r\n`);
    expect(proto.statusCode).toBe(200);
    expect(proto.json<Envelope>().code).toBe(0);
    const many = await upload(
      `${Array.from({ length: 30 }, (_, i) => part(`f${i}`)).join('')}--${BOUNDARY}--\r\n`,
    );
    expect(many.statusCode).toBe(400);
    expect(many.json<Envelope>().code).toBe(0);
    // Thousands of empty parts are counted as they arrive, never parsed: the count fails the
    // body past the most, wherever the chunks split its boundary lines.
    const empty = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
    const body = `${empty.repeat(15_000)}--${BOUNDARY}--\r\n`;
    const counted = async (text: string, size: number) => {
      const chunks = Array.from({ length: Math.ceil(text.length / size) }, (_, i) =>
        Buffer.from(text.slice(i * size, (i + 1) * size)),
      );
      const passed: Buffer[] = [];
      try {
        for await (const chunk of Readable.from(chunks).pipe(partCounter(BOUNDARY, 20))) {
          passed.push(chunk as Buffer);
        }
      } catch (error) {
        return { error: (error as Error).message, bytes: Buffer.concat(passed).length };
      }
      return { text: Buffer.concat(passed).toString() };
    };
    for (const size of [7, 64, 65_536]) {
      const flooded = await counted(body, size);
      expect(flooded.error, `chunks of ${size}`).toBe(
        'Multipart body not readable: too many parts',
      );
      expect(flooded.bytes, `chunks of ${size}`).toBeLessThan(22 * empty.length + size);
      const two = `${part('a')}${part('b')}--${BOUNDARY}--\r\n`;
      expect(await counted(two, size), `chunks of ${size}`).toEqual({ text: two });
    }
    const flood = await upload(body);
    expect(flood.statusCode).toBe(400);
    expect(flood.json<Envelope>().code).toBe(0);
  });

  it('refuses a file over the limit by name, unread beyond the body limit', async () => {
    const res = await upload(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        `Content-Type: image/png\r\n\r\n${'x'.repeat(100 * 1024 * 1024)}`,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 0,
      msg: 'L’envoi est trop volumineux : 1000 ko au plus en tout, et 500 ko par fichier.',
    });
  });
});

/** The status line, headers and body of the answer a raw connection gets. */
interface RawAnswer {
  status: number;
  headers: string;
  /** The answer's body, de-chunked. */
  text: string;
  ms: number;
}

/** The answer in `raw` once it is complete, or null while more is to come. */
function completeAnswer(raw: string): Omit<RawAnswer, 'ms'> | null {
  const split = raw.indexOf('\r\n\r\n');
  if (split < 0) return null;
  const headers = raw.slice(0, split);
  const rest = raw.slice(split + 4);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
  const length = /^content-length: *(\d+)/im.exec(headers)?.[1];
  if (length !== undefined) {
    return Buffer.byteLength(rest) >= Number(length) ? { status, headers, text: rest } : null;
  }
  if (!/^transfer-encoding: *chunked/im.test(headers)) return null;
  let text = '';
  let at = 0;
  for (;;) {
    const end = rest.indexOf('\r\n', at);
    if (end < 0) return null;
    const size = parseInt(rest.slice(at, end), 16);
    if (size === 0) return { status, headers, text };
    if (rest.length < end + 2 + size + 2) return null;
    text += rest.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
}

/**
 * Sends the head of a request and then `write`s parts of its body through a plain socket, and
 * reads the answer (ASCII and JSON-escaped text only, so characters never split between reads).
 */
function rawRequest(
  head: string,
  write: (socket: ReturnType<typeof connect>) => void,
  to = port,
  deadlineMs = 5000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect({ port: to, host: '127.0.0.1' });
    let raw = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${deadlineMs} ms to ${head.split('\r\n')[0]}: ${raw}`));
    }, deadlineMs);
    socket.on('data', (chunk: Buffer) => {
      raw += chunk.toString('latin1');
      const answer = completeAnswer(raw);
      if (!answer) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        ...answer,
        text: Buffer.from(answer.text, 'latin1').toString('utf8'),
        ms: Date.now() - started,
      });
    });
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(head);
      write(socket);
    });
  });
}

function headOf(route: PostRoute, headers: Record<string, string>): string {
  const type = route.type === MULTIPART_TYPE ? `${route.type}; boundary=${BOUNDARY}` : route.type;
  const lines = Object.entries({
    host: `127.0.0.1:${port}`,
    token: uploadTokens.get(route.url) ?? token,
    lang: 'vie',
    'content-type': type,
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`);
  return `POST ${route.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe('bodies sent to a listening server', () => {
  it('answers a body that arrives too slowly 408 on every POST call, and closes', async () => {
    const answers = await Promise.all(
      ROUTES.map((route) =>
        rawRequest(
          headOf(route, { 'content-length': '1000' }),
          (socket) => socket.write('{"a":'),
          impatientPort,
        ),
      ),
    );
    answers.forEach((answer, i) => {
      const route = ROUTES[i];
      if (!route) return;
      const body = expectRefused(answer, `slow body to ${route.name}`);
      if (!isServed(route)) return;
      expect(answer.status, route.name).toBe(408);
      expect(answer.headers, route.name).toMatch(/^connection: close/im);
      expect(answer.ms, route.name).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 20);
      // The body's own timer answered, long before the whole request's limit (60 s) would have;
      // the margin is for a busy machine, where 62 answers at once can take a few seconds.
      expect(answer.ms, route.name).toBeLessThan(BODY_TIMEOUT_MS + 10_000);
      expect(body.msg).toBe(
        'Yêu cầu mất quá nhiều thời gian để gửi đến. Vui lòng kiểm tra kết nối và thử lại.',
      );
    });
  });

  it('answers an address or headers over 16 kB, and a malformed request, in the envelope', async () => {
    const long = await rawRequest(
      `GET /prod-api/news?keyword=${'x'.repeat(20_000)} HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\n\r\n`,
      () => undefined,
    );
    expect(long.status).toBe(431);
    expect(JSON.parse(long.text)).toEqual({
      code: 0,
      msg: 'The request is too large. Please shorten what you entered and try again.',
    });
    const header = await rawRequest(
      `GET /prod-api/news HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\nx-big: ${'y'.repeat(20_000)}\r\n\r\n`,
      () => undefined,
    );
    expect(header.status).toBe(431);
    expect(JSON.parse(header.text)).toMatchObject({ code: 0 });
    const malformed = await rawRequest(
      'GET /prod-api/news HTTP/1.1\r\nbad header\r\n\r\n',
      () => undefined,
    );
    expect(malformed.status).toBe(400);
    expect(JSON.parse(malformed.text)).toMatchObject({ code: 0 });
  });

  it('answers a body cut short in the envelope, JSON or upload', async () => {
    const json = ROUTES.find((r) => r.url.endsWith('/products/list'));
    const upload = ROUTES.find((r) => r.url.endsWith('/user/uploadhead'));
    if (!json || !upload) throw new Error('no product list or avatar call');
    for (const [route, start] of [
      [json, '{"page":1'],
      [upload, truncatedMultipart],
    ] as const) {
      const answer = await rawRequest(headOf(route, { 'content-length': '1000' }), (socket) => {
        socket.end(start);
      });
      expect(answer.status, route.url).toBeGreaterThanOrEqual(400);
      expect(answer.status, route.url).toBeLessThan(500);
      expect(JSON.parse(answer.text), route.url).toMatchObject({
        code: 0,
        msg: expect.any(String) as unknown,
      });
    }
  });

  it('refuses a chunked body of another type at its first byte on every POST call', async () => {
    const answers = await Promise.all(
      ROUTES.map((route) =>
        rawRequest(
          headOf(route, { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' }),
          (socket) => {
            // The first chunk, and then nothing: the answer must not wait for the rest.
            socket.write('7\r\n{"a":1}\r\n');
          },
        ),
      ),
    );
    answers.forEach((answer, i) => {
      const route = ROUTES[i];
      if (!route) return;
      expectRefused(answer, `chunked text to ${route.name}`);
      if (isServed(route)) expect(answer.status, route.name).toBe(415);
    });
  });

  it('takes an empty chunked body without a type as no body (a logout)', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/prod-api/v2/user/login',
      payload: { username: 'bodies@example.org', password: PASSWORD, logIp: 0 },
    });
    const own = login.json<{ data: { token: string } }>().data.token;
    const head =
      `POST /prod-api/user/logout HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ntoken: ${own}\r\n` +
      'transfer-encoding: chunked\r\n\r\n';
    const answer = await rawRequest(head, (socket) => socket.write('0\r\n\r\n'));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: 1 });
  });

  it('stops reading a chunked body at the limit of its type on every POST call', async () => {
    const chunk = 'x'.repeat(64 * 1024);
    const answers = await Promise.all(
      ROUTES.map((route) =>
        rawRequest(headOf(route, { 'transfer-encoding': 'chunked' }), (socket) => {
          const sendMore = (left: number) => {
            if (left === 0 || socket.destroyed) return;
            socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`, () => sendMore(left - 1));
          };
          // Twice the call's limit; the server answers long before.
          sendMore(Math.ceil((2 * route.limit) / chunk.length));
        }),
      ),
    );
    answers.forEach((answer, i) => {
      const route = ROUTES[i];
      if (!route) return;
      expectRefused(answer, `chunked huge body to ${route.name}`);
      if (isServed(route)) expect(answer.status, route.name).toBe(413);
    });
  });
});
