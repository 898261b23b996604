// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, responseData, type ApiClientOptions } from './client';
import { createApiClient, createPortalApi } from './client';
import { downloadedFile } from './download';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const seen: Seen[] = [];
let reply: (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let origin: string;

const json = (res: ServerResponse, body: unknown, status = 200) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const layoutData = {
  columb: [],
  sysConifg: {
    site_name: 'Portal',
    copyright: '©',
    filing_number: 'ICP',
    filing_url: 'https://example.org/',
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      reply(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  reply = (_req, res) => json(res, { code: 1, msg: 'Success', data: layoutData });
});

const client = (options: ApiClientOptions = {}) =>
  createApiClient({
    baseUrl: `${origin}/prod-api`,
    getToken: () => null,
    getLang: () => 'en',
    ...options,
  });

describe('requests', () => {
  it('go to the base path with the lang header, and without a token when logged out', async () => {
    const data = responseData(await client({ getLang: () => 'ara' }).content.layout());
    expect(data.sysConifg.site_name).toBe('Portal');
    expect(seen[0]?.url).toBe('/prod-api/layout');
    expect(seen[0]?.headers.lang).toBe('ara');
    expect(seen[0]?.headers).not.toHaveProperty('token');
  });

  it('carry the token header once logged in', async () => {
    await client({ getToken: () => 'secret-token' }).content.layout();
    expect(seen[0]?.headers.token).toBe('secret-token');
  });

  it('fall back to lang=en when no language is chosen', async () => {
    await client({ getLang: () => '' }).content.layout();
    expect(seen[0]?.headers.lang).toBe('en');
  });

  it('write GET parameters in the query string, nested objects as name[key]', async () => {
    reply = (_req, res) =>
      json(res, { code: 1, msg: 'ok', data: { list: [], total: 0, page: 2, limit: 20 } });
    await client().quotations.list({
      query: {
        page: 2,
        limit: 20,
        keyword: 'S5750',
        create_time: { begin: '2026-01-01', end: '2026-03-31' },
      },
    });
    const url = new URL(seen[0]?.url ?? '', origin);
    expect(url.pathname).toBe('/prod-api/user/quotation');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('keyword')).toBe('S5750');
    expect(url.searchParams.get('create_time[begin]')).toBe('2026-01-01');
    expect(url.searchParams.get('create_time[end]')).toBe('2026-03-31');
  });

  it('send POST /search form-encoded', async () => {
    reply = (_req, res) =>
      json(res, { code: 1, msg: 'ok', data: { list: [], total: 0, page: 1, limit: 20 } });
    await client().content.search({
      body: { keyword: 'PoE switch', type: 'product', page: 1, limit: 20 },
    });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(seen[0]?.body.toString());
    expect(form.get('keyword')).toBe('PoE switch');
    expect(form.get('type')).toBe('product');
  });

  it('leave out of a form-encoded body the fields that are not given', async () => {
    reply = (_req, res) =>
      json(res, { code: 1, msg: 'ok', data: { list: [], total: 0, page: 1, limit: 20 } });
    await client().content.search({
      body: { keyword: 'switch', type: undefined, page: 1, limit: 20 },
    });
    const sent = seen[0]?.body.toString() ?? '';
    expect(sent).not.toContain('undefined');
    expect(new URLSearchParams(sent).has('type')).toBe(false);
    expect(new URLSearchParams(sent).get('keyword')).toBe('switch');
  });

  it('send uploads as multipart with the file itself', async () => {
    reply = (_req, res) =>
      json(res, {
        code: 1,
        msg: 'Upload successful',
        data: { avatar: 'https://cdn.example.org/a.png' },
      });
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    await client().account.uploadHead({ body: { file } });
    expect(seen[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = seen[0]?.body.toString('latin1') ?? '';
    expect(body).toContain('name="file"; filename="me.png"');
    expect(body).toContain('Content-Type: image/png');
  });

  it('send the text fields of an upload as plain text, leaving out fields not given', async () => {
    reply = (_req, res) =>
      json(res, { code: 1, msg: 'Upload successful', data: { id: 7, step: 4 } });
    const contract = new File([new Uint8Array([37, 80, 68, 70])], 'c.pdf', {
      type: 'application/pdf',
    });
    await client().orders.uploadContract({ body: { id: 7, sign_contract: 1, contract } });
    await client().orders.uploadContract({ body: { id: 7, sign_contract: 0 } });
    const [signed, unsigned] = seen.map((request) => request.body.toString('latin1'));
    expect(signed).toMatch(/name="id"\r\n\r\n7\r\n/);
    expect(signed).toMatch(/name="sign_contract"\r\n\r\n1\r\n/);
    expect(signed).toContain('name="contract"; filename="c.pdf"');
    expect(unsigned).not.toContain('name="contract"');
    expect(unsigned).not.toContain('undefined');
  });
});

describe("the views' client", () => {
  it('sends a GET as `.query` and any other call as `.mutate`, as the plain client does', async () => {
    const api = createPortalApi({ baseUrl: `${origin}/prod-api`, getToken: () => 'the-token' });
    expect(responseData(await api.content.layout.query()).sysConifg.site_name).toBe('Portal');
    reply = (_req, res) => json(res, { code: 1, msg: 'ok', data: 2 });
    await api.cart.count.query();
    reply = (_req, res) => json(res, { code: 1, msg: 'Deleted', data: { count: 0 } });
    await api.cart.delete.mutate({ body: { ids: [4, 9] } });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /prod-api/layout',
      'GET /prod-api/user/cartcount',
      'POST /prod-api/user/cartdel',
    ]);
    expect(seen[2]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[2]?.body.toString() ?? '')).toEqual({ ids: [4, 9] });
    expect(seen.every((request) => request.headers.token === 'the-token')).toBe(true);
  });
});

describe('file answers', () => {
  it('arrive as a file named as the server named it', async () => {
    reply = (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="quotation.xlsx"; filename*=UTF-8''${encodeURIComponent('报价单 Q-1001.xlsx')}`,
      });
      res.end(Buffer.from('PK\u0003\u0004'));
    };
    const response = await client().quotations.download({ body: { id: 1001 } });
    expect(seen[0]?.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const file = downloadedFile(response, 'download');
    expect(file.filename).toBe('报价单 Q-1001.xlsx');
    expect(file.blob.size).toBe(4);
  });

  it('keep a fallback name when the server gives none', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      res.end('x');
    };
    const response = await client().quotations.download({ body: { id: 7 } });
    expect(downloadedFile(response, 'quotation-7.xlsx').filename).toBe('quotation-7.xlsx');
  });
});

describe('failures', () => {
  it('code 0 rejects with the server msg and tells the error policy once', async () => {
    reply = (_req, res) => json(res, { code: 0, msg: 'Quotation not found' });
    const onError = vi.fn();
    const failure = client({ onError }).content.layout();
    await expect(failure).rejects.toMatchObject({
      kind: 'refused',
      code: 0,
      message: 'Quotation not found',
    });
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
  });

  it('a refusal keeps the data it carried, such as needVerify', async () => {
    reply = (_req, res) => json(res, { code: 0, msg: 'Wrong password', data: { needVerify: 1 } });
    await expect(client().content.layout()).rejects.toMatchObject({ data: { needVerify: 1 } });
  });

  it.each([90002, 90003, 90004])('code %i is a session failure', async (code) => {
    reply = (_req, res) => json(res, { code, msg: 'token' });
    await expect(client().content.layout()).rejects.toMatchObject({ kind: 'session', code });
  });

  it('an HTTP error without an envelope is an http failure with its status', async () => {
    reply = (_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    };
    await expect(client().content.layout()).rejects.toMatchObject({ kind: 'http', status: 502 });
  });

  it('an envelope on an HTTP error status is still read by its code', async () => {
    reply = (_req, res) => json(res, { code: 0, msg: 'Not found' }, 404);
    await expect(client().content.layout()).rejects.toMatchObject({
      kind: 'refused',
      message: 'Not found',
    });
  });

  it('gives up after the timeout', async () => {
    // The server holds the answer until the client has given up.
    const held: ServerResponse[] = [];
    reply = (_req, res) => held.push(res);
    const onError = vi.fn();
    await expect(client({ timeoutMs: 50, onError }).content.layout()).rejects.toMatchObject({
      kind: 'timeout',
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'timeout' }), {
      inline: false,
    });
    for (const res of held) json(res, { code: 1, msg: 'late', data: layoutData });
  });

  it('a call its caller cancelled is not a failure of the network', async () => {
    // The caller cancels once the server has the request, which it answers only afterwards.
    const controller = new AbortController();
    const held: ServerResponse[] = [];
    reply = (_req, res) => {
      held.push(res);
      controller.abort();
    };
    const onError = vi.fn();
    const call = client({ onError }).content.layout({
      fetchOptions: { signal: controller.signal },
    });
    await expect(call).rejects.toMatchObject({ kind: 'cancelled' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'cancelled' }), {
      inline: false,
    });
    for (const res of held) json(res, { code: 1, msg: 'late', data: layoutData });
  });

  it('a caller that shows errors itself is named to the error policy', async () => {
    reply = (_req, res) => json(res, { code: 0, msg: 'Wrong captcha' });
    const onError = vi.fn();
    await expect(client({ onError }).content.layout({ inline: true })).rejects.toMatchObject({
      kind: 'refused',
      message: 'Wrong captcha',
    });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'refused' }), {
      inline: true,
    });
  });

  it('a caller that branches on the code gets the refusal as the answer', async () => {
    reply = (_req, res) => json(res, { code: 0, msg: 'Wrong password', data: { needVerify: 1 } });
    const onError = vi.fn();
    const response = await client({ onError }).content.layout({ refusals: 'resolve' });
    expect(response.body).toEqual({ code: 0, msg: 'Wrong password', data: { needVerify: 1 } });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'refused' }), {
      inline: true,
    });
  });

  it('a call that needs a token is not sent without one, when the client holds them', async () => {
    const onError = vi.fn();
    await expect(client({ onError, holdTokenOnlyCalls: true }).cart.count()).rejects.toMatchObject({
      kind: 'signed-out',
    });
    expect(seen).toHaveLength(0);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ kind: 'signed-out' }), {
      inline: false,
    });
    reply = (_req, res) => json(res, { code: 1, msg: 'ok', data: 2 });
    await client({ holdTokenOnlyCalls: true, getToken: () => 'tok' }).cart.count();
    await client({ holdTokenOnlyCalls: true }).content.layout();
    expect(seen.map((call) => call.url)).toEqual(['/prod-api/user/cartcount', '/prod-api/layout']);
  });

  it('a session code ends the session once: calls in flight with the same token are noise', async () => {
    reply = (_req, res) => json(res, { code: 90003, msg: 'Login expired' });
    let token: string | null = 'tok-dead';
    const kinds: string[] = [];
    const api = client({
      getToken: () => token,
      onError: (error: ApiError) => {
        kinds.push(error.kind);
        // The error policy ends the session on the first one: the token goes at once.
        if (error.kind === 'session') token = null;
      },
    });
    const calls = [api.cart.count(), api.cart.count(), api.cart.count()];
    const failures = await Promise.allSettled(calls);
    expect(failures.map((failure) => failure.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(seen.map((call) => call.headers.token)).toEqual(['tok-dead', 'tok-dead', 'tok-dead']);
    expect(kinds).toEqual(['session', 'signed-out', 'signed-out']);
  });

  it("an old token's session code does not end the session of a new login", async () => {
    reply = (_req, res) => json(res, { code: 90003, msg: 'Login expired' });
    let token = 'tok-old';
    const onError = vi.fn();
    const api = client({ getToken: () => token, onError });
    const old = api.cart.count();
    token = 'tok-new';
    await expect(old).rejects.toMatchObject({ kind: 'signed-out', code: 90003 });
    await expect(api.cart.count()).rejects.toMatchObject({ kind: 'session', code: 90003 });
    expect(onError.mock.calls.map(([error]) => (error as ApiError).kind)).toEqual([
      'signed-out',
      'session',
    ]);
  });

  it('a session code to a call sent without a token is still the session code', async () => {
    reply = (_req, res) => json(res, { code: 90002, msg: 'Please log in' });
    await expect(client().content.layout()).rejects.toMatchObject({ kind: 'session' });
  });

  it('a server that cannot be reached is a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/prod-api`,
      getToken: () => null,
    });
    await expect(unreachable.content.layout()).rejects.toMatchObject({ kind: 'network' });
  });
});
