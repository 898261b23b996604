import { vi } from 'vitest';

interface Envelope {
  code: number;
  msg: string;
  data?: unknown;
}
type Handler = (request: { url: URL; method: string; body: unknown }) => Envelope;

/**
 * Answers the portal's calls in component tests: `routes` maps `METHOD /path` (under
 * /prod-api) to the envelope to answer. Unknown calls answer `{ code: 0, msg: 'Not found' }`.
 * Returns the calls seen, oldest first.
 */
export function fakeApi(routes: Record<string, Handler | Envelope>) {
  const calls: { method: string; path: string; body: unknown; headers: Headers }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        String(input instanceof Request ? input.url : input),
        'http://portal.test',
      );
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = url.pathname.replace(/^\/prod-api/, '');
      const raw = init?.body;
      let body: unknown = raw;
      if (typeof raw === 'string') {
        try {
          body = JSON.parse(raw);
        } catch {
          body = Object.fromEntries(new URLSearchParams(raw));
        }
      }
      calls.push({ method, path, body, headers: new Headers(init?.headers) });
      const route = routes[`${method} ${path}`];
      const answer =
        typeof route === 'function'
          ? route({ url, method, body })
          : (route ?? { code: 0, msg: 'Not found' });
      return Promise.resolve(
        new Response(JSON.stringify(answer), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return calls;
}

/** A successful envelope. */
export const ok = (data: unknown, msg = 'Success'): Envelope => ({ code: 1, msg, data });
