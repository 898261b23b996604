/**
 * The published pact asks nothing of a backend's own values: every `token` header, and every id
 * in a query or a JSON body, is taken from what a provider state answered
 * (`fromProviderState`), so a backend passes with tokens and ids of its own. Pact fills no value
 * into a multipart or form-encoded body: those requests name the fixed ids of their states, and
 * only those (docs/backend-teams.md).
 */
import { describe, expect, it } from 'vitest';
import { PACT_ORDER_ID, PACT_ORDER_QUOTATION_ID } from '../../server/provider-states/orders';
import { PACT_QUOTATION_ID } from '../../server/provider-states/quotations';
import { pactInteractions, type PactGenerator, type PactRequest } from './pact-file';

/** The states' fixed ids, which only bodies that Pact cannot fill may name. */
const FIXED_IDS = new Set([PACT_ORDER_ID, PACT_ORDER_QUOTATION_ID, PACT_QUOTATION_ID]);
/** The one interaction that names an id no backend has, on purpose. */
const UNKNOWN_ID_STATE = 'no product has the id';

const isIdName = (name: string) => name === 'id' || name === 'ids' || name.endsWith('_id');
const fromState = (generator: PactGenerator | undefined) => generator?.type === 'ProviderState';

/** Every id of a JSON body, with its path as Pact writes it (`$.id`, `$.ids[0]`). */
function idsOf(value: unknown, path = '$', named = false): { path: string; value: unknown }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => idsOf(item, `${path}[${i}]`, named));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) =>
      idsOf(item, `${path}.${key}`, isIdName(key)),
    );
  }
  return named ? [{ path, value }] : [];
}

describe('the pact takes tokens and ids from provider states', () => {
  const interactions = pactInteractions();

  it('sends no token that a provider state did not answer', () => {
    const literal = interactions.filter(
      ({ request }) => request.headers?.token && !fromState(request.generators?.header?.token),
    );
    expect(literal.map((i) => i.description)).toEqual([]);
    expect(interactions.filter(({ request }) => request.headers?.token).length).toBeGreaterThan(80);
  });

  it('names no id in a query or a JSON body that a provider state did not answer', () => {
    const literal = interactions.flatMap(({ description, providerStates, request }) => {
      if (providerStates?.some((state) => state.name === UNKNOWN_ID_STATE)) return [];
      const query = Object.keys(request.query ?? {})
        .filter((name) => isIdName(name) && !fromState(request.generators?.query?.[name]))
        .map((name) => `${description}: query ${name}`);
      const json = request.body?.contentType?.includes('json')
        ? idsOf(request.body.content)
            .filter(({ path }) => !fromState(request.generators?.body?.[path]))
            .map(({ path }) => `${description}: body ${path}`)
        : [];
      return [...query, ...json];
    });
    expect(literal).toEqual([]);
  });

  it('names ids in paths nowhere, and in bodies Pact cannot fill only the fixed ids', () => {
    expect(interactions.filter(({ request }) => /\/\d+(\/|$)/.test(request.path))).toEqual([]);
    const unfillable = interactions.filter(({ request }) => {
      const type = request.body?.contentType ?? '';
      return type.includes('multipart/form-data') || type.includes('x-www-form-urlencoded');
    });
    expect(unfillable.length).toBeGreaterThan(0);
    let named = 0;
    for (const { description, request } of unfillable) {
      const ids = textFieldsOf(request)
        .filter(([name]) => isIdName(name))
        .map(([, value]) => Number(value));
      named += ids.length;
      expect(
        ids.filter((id) => !FIXED_IDS.has(id)),
        description,
      ).toEqual([]);
    }
    // The uploads of the order steps and the quotation downloads name their record.
    expect(named).toBeGreaterThanOrEqual(6);
  });
});

/** The text fields of a form-encoded or multipart body (a multipart body's files left out). */
function textFieldsOf(request: PactRequest): [name: string, value: string][] {
  const body = request.body ?? {};
  const raw = typeof body.content === 'string' ? body.content : '';
  const text = body.encoded === 'base64' ? Buffer.from(raw, 'base64').toString('latin1') : raw;
  const type = body.contentType ?? '';
  if (type.includes('x-www-form-urlencoded')) return [...new URLSearchParams(text)];
  const boundary = /boundary=([^;]+)/.exec(type)?.[1] ?? '';
  return text
    .split(`--${boundary}`)
    .map((part) => part.split('\r\n\r\n'))
    .filter(([headers]) => headers?.includes('name="') && !headers.includes('filename='))
    .map(([headers = '', value = '']) => [
      /name="([^"]+)"/.exec(headers)?.[1] ?? '',
      value.replace(/\r\n$/, ''),
    ]);
}
