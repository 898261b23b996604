/** The parts of the proxy's (Express) request this filter touches. */
interface ProxiedRequest {
  headers: Record<string, string | string[] | undefined>;
  body?: unknown;
}

/**
 * Pact's verification proxy parses form-encoded bodies into objects and forwards them as JSON
 * (with the original Content-Length), so `POST /search` would reach the provider garbled. This
 * filter, which runs after that parsing, turns such bodies back into the form encoding the
 * consumer sent.
 */
export function restoreFormBodies(req: ProxiedRequest, _res: unknown, next: () => void): void {
  const header = req.headers['content-type'];
  const type = (Array.isArray(header) ? header[0] : header) ?? '';
  const body: unknown = req.body;
  if (
    type.startsWith('application/x-www-form-urlencoded') &&
    typeof body === 'object' &&
    body !== null &&
    !Buffer.isBuffer(body)
  ) {
    const fields = Object.entries(body).map(([key, value]) => [key, String(value)]);
    req.body = Buffer.from(new URLSearchParams(fields).toString());
  }
  next();
}
