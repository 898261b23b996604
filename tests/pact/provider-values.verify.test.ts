/**
 * The published pact asks nothing of a backend's own values: every `token` header, and every id
 * in a query or a JSON body, is taken from what a provider state answered
 * (`fromProviderState`), so a backend passes with tokens and ids of its own. Pact fills no value
 * into a multipart body: such a request names only ids that it asked its provider state to give
 * (a state parameter), never one a backend is merely assumed to have (docs/backend-teams.md).
 */
import { describe, expect, it } from 'vitest';
import {
  pactInteractions,
  type PactGenerator,
  type PactInteraction,
  type PactRequest,
} from './pact-file';

/** The one interaction that names an id no backend has, on purpose. */
const UNKNOWN_ID_STATE = 'no product has the id';

/**
 * Fields the contract types as ids: `id`, `ids`, `…_id`, a project's end user and the training
 * and exam subjects.
 */
const isIdName = (name: string) =>
  ['id', 'ids', 'end_company', 'subject', 'exam_subject'].includes(name) || name.endsWith('_id');
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

  it('names no id in a query or a JSON or form body that a provider state did not answer', () => {
    const literal = interactions.flatMap(({ description, providerStates, request }) => {
      if (providerStates?.some((state) => state.name === UNKNOWN_ID_STATE)) return [];
      const query = Object.keys(request.query ?? {})
        .filter((name) => isIdName(name) && !fromState(request.generators?.query?.[name]))
        .map((name) => `${description}: query ${name}`);
      const type = request.body?.contentType ?? '';
      const content = type.includes('x-www-form-urlencoded')
        ? Object.fromEntries(textFieldsOf(request))
        : type.includes('json')
          ? request.body?.content
          : undefined;
      const body = idsOf(content)
        .filter(({ path }) => !fromState(request.generators?.body?.[path]))
        .map(({ path }) => `${description}: body ${path}`);
      return [...query, ...body];
    });
    expect(literal).toEqual([]);
    const forms = interactions.filter(({ request }) =>
      request.body?.contentType?.includes('x-www-form-urlencoded'),
    );
    expect(
      forms.flatMap(({ request }) => Object.values(request.generators?.body ?? {})),
    ).not.toEqual([]);
  });

  it('names ids in paths nowhere, and in multipart bodies only those its state was asked to give', () => {
    expect(interactions.filter(({ request }) => /\/\d+(\/|$)/.test(request.path))).toEqual([]);
    const multipart = interactions.filter(({ request }) =>
      request.body?.contentType?.includes('multipart/form-data'),
    );
    let named = 0;
    for (const interaction of multipart) {
      const ids = textFieldsOf(interaction.request)
        .filter(([name]) => isIdName(name))
        .map(([, value]) => value);
      named += ids.length;
      const asked = askedOf(interaction);
      expect(
        ids.filter((id) => !asked.has(id)),
        interaction.description,
      ).toEqual([]);
    }
    // The uploads of the order steps and head office's uploads name their order.
    expect(named).toBeGreaterThanOrEqual(4);
  });
});

/** The ids an interaction's provider states were asked to give their records (`…_id` params). */
function askedOf({ providerStates = [] }: PactInteraction): Set<string> {
  return new Set(
    providerStates.flatMap(({ params = {} }) =>
      Object.entries(params)
        .filter(([name]) => isIdName(name))
        .map(([, value]) => String(value)),
    ),
  );
}

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
