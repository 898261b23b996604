/**
 * The reference server's live answers conform to contract/openapi.json: every request of the
 * published pact is sent again, in its provider states, and each JSON answer is validated
 * against the document's schema for that call and status with Ajv in strict mode (JSON Schema
 * 2020-12, the dialect of OpenAPI 3.1). A document that says less or other than the server
 * answers (a null it leaves out, a status it does not list) fails here.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '../../contract/values';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { openTestDatabase } from '../../server/db/testing';
import { setUpState } from '../../server/provider-states/index';
import { suiteClock } from '../../server/testing-clock';
import { pactInteractions, type PactGenerator, type PactInteraction } from './pact-file';

const OPENAPI = new URL('../../contract/openapi.json', import.meta.url);

let database: Database;
let app: Awaited<ReturnType<typeof createApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  app = await createApp({ db: database.db, now: suiteClock });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/**
 * The value a provider-state generator stands for (`${orderId}`, or a text around such names:
 * `${number},DCNA-0000`), from the states' values.
 */
function generated(
  generator: PactGenerator | undefined,
  values: Record<string, unknown>,
  example: unknown,
) {
  if (generator?.type !== 'ProviderState' || !generator.expression) return example;
  const valueOf = (name: string) => {
    if (!(name in values)) throw new Error(`no provider state answered ${generator.expression}`);
    return values[name];
  };
  const whole = /^\$\{(\w+)\}$/.exec(generator.expression)?.[1];
  if (whole) return valueOf(whole);
  return generator.expression.replace(/\$\{(\w+)\}/g, (_, name: string) => String(valueOf(name)));
}

/** Sets `value` at a JSON path as Pact writes it (`$.id`, `$.ids[0]`). */
function setAt(target: unknown, path: string, value: unknown): void {
  const keys = [...path.matchAll(/\.(\w+)|\[(\d+)\]/g)].map((m) => m[1] ?? Number(m[2]));
  let node = target as Record<string | number, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = keys.at(-1);
  if (last !== undefined) node[last] = value;
}

/** The request of an interaction with the values its states answered. */
function requestOf({ request }: PactInteraction, values: Record<string, unknown>) {
  const generators = request.generators ?? {};
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, [value = '']]) => [
      name,
      String(generated(generators.header?.[name], values, value)),
    ]),
  );
  const query = new URLSearchParams();
  for (const [name, list] of Object.entries(request.query ?? {})) {
    for (const value of list)
      query.append(name, String(generated(generators.query?.[name], values, value)));
  }
  const body = request.body;
  let payload: string | Buffer | undefined;
  if (body?.contentType?.includes('json')) {
    const content: unknown = structuredClone(body.content);
    for (const [path, generator] of Object.entries(generators.body ?? {})) {
      setAt(content, path, generated(generator, values, undefined));
    }
    payload = JSON.stringify(content);
    headers['content-type'] ??= 'application/json';
  } else if (
    body?.contentType?.includes('x-www-form-urlencoded') &&
    typeof body.content === 'string'
  ) {
    const form = new URLSearchParams(body.content);
    for (const [path, generator] of Object.entries(generators.body ?? {})) {
      const name = path.replace(/^\$\./, '');
      form.set(name, String(generated(generator, values, form.get(name))));
    }
    payload = form.toString();
    headers['content-type'] ??= body.contentType;
  } else if (typeof body?.content === 'string') {
    payload = body.encoded === 'base64' ? Buffer.from(body.content, 'base64') : body.content;
    headers['content-type'] ??= body.contentType ?? '';
  }
  const search = query.toString();
  return {
    method: request.method.toUpperCase() as 'GET' | 'POST',
    url: `${request.path}${search ? `?${search}` : ''}`,
    headers,
    payload,
  };
}

interface ResponseObject {
  content?: Record<string, { schema?: object } | undefined>;
}

/** The document's `#/components/schemas/X` references, as references to the added components. */
function withComponents(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withComponents);
  if (typeof schema !== 'object' || schema === null) return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/schemas/', 'components.json#/$defs/')
        : withComponents(value),
    ]),
  );
}

const validators = new Map<object, ReturnType<Ajv2020['compile']>>();

/** A schema of the document, compiled once. */
function compiled(ajv: Ajv2020, schema: object) {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(withComponents(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

describe("the reference server's answers conform to the OpenAPI document", () => {
  it('for every request of the pact, in its provider states', async () => {
    const document = JSON.parse(readFileSync(OPENAPI, 'utf8')) as {
      paths: Record<string, unknown>;
    };
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    ajv.addFormat('binary', true);
    ajv.addKeyword('example');
    const components = (document as { components?: { schemas?: object } }).components;
    ajv.addSchema({
      $id: 'components.json',
      $defs: withComponents(components?.schemas ?? {}) as object,
    });
    const interactions = pactInteractions();
    const problems: string[] = [];
    let validated = 0;
    for (const interaction of interactions) {
      const values: Record<string, unknown> = {};
      for (const state of interaction.providerStates ?? []) {
        Object.assign(
          values,
          await setUpState(database.db, state.name, state.params ?? {}, suiteClock()),
        );
      }
      const request = requestOf(interaction, values);
      const answer = await app.inject(request);
      const path = interaction.request.path.slice(API_BASE_PATH.length);
      const method = request.method.toLowerCase();
      const operation = (
        document.paths[path] as Record<string, { responses: Record<string, unknown> }> | undefined
      )?.[method];
      if (!operation?.responses[String(answer.statusCode)]) {
        problems.push(
          `${interaction.description}: status ${answer.statusCode} is not in the document`,
        );
        continue;
      }
      if (!String(answer.headers['content-type'] ?? '').includes('application/json')) continue;
      const media = (operation.responses[String(answer.statusCode)] as ResponseObject).content;
      const schema = media?.['application/json']?.schema;
      const validate = schema ? compiled(ajv, schema) : undefined;
      if (!validate) {
        problems.push(`${interaction.description}: the document has no JSON answer for it`);
        continue;
      }
      validated += 1;
      if (!validate(answer.json())) {
        problems.push(`${interaction.description}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(problems).toEqual([]);
    expect(validated).toBeGreaterThan(100);
  });
});
