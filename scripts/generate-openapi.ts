/**
 * Writes contract/openapi.json, the OpenAPI 3.1 document of the contract, for backend teams.
 *
 *   npx tsx scripts/generate-openapi.ts           write the document
 *   npx tsx scripts/generate-openapi.ts --check   exit 1 when the committed document is stale
 */
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { generateOpenApi } from '@ts-rest/open-api';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CODE_BAD_TOKEN,
  CODE_EXPIRED_TOKEN,
  CODE_FAIL,
  CODE_NO_TOKEN,
  CODE_OK,
  FILE_CONTENT_TYPE,
  FILE_FIELD_DESCRIPTION,
  type RouteMetadata,
} from '../contract/common';
import { API_BASE_PATH, contract } from '../contract/index';
import { DEFAULT_LANG, LANGUAGES } from '../i18n/languages';
import { generateSchema } from '@anatine/zod-openapi';
import { ZodObject, ZodType, type ZodTypeAny } from 'zod';
import * as accountModule from '../contract/account';
import * as authModule from '../contract/auth';
import * as backofficeOrdersModule from '../contract/backoffice-orders';
import * as backofficeProjectsModule from '../contract/backoffice-projects';
import * as backofficeQuotationsModule from '../contract/backoffice-quotations';
import * as backofficeModule from '../contract/backoffice';
import * as cartModule from '../contract/cart';
import * as catalogModule from '../contract/catalog';
import * as checksModule from '../contract/checks';
import * as commonModule from '../contract/common';
import * as dcnetModule from '../contract/dcnet';
import * as draftsModule from '../contract/drafts';
import * as endUsersModule from '../contract/end-users';
import * as layoutModule from '../contract/layout';
import * as lookupsModule from '../contract/lookups';
import * as newsModule from '../contract/news';
import * as ordersModule from '../contract/orders';
import * as pagesModule from '../contract/pages';
import * as projectsModule from '../contract/projects';
import * as quotationsModule from '../contract/quotations';
import * as solutionsModule from '../contract/solutions';
import * as trainingModule from '../contract/training';
import * as vendorsModule from '../contract/vendors';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Where the document is committed. */
export const OPENAPI_PATH = join(root, 'contract', 'openapi.json');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every route of a router, depth first, in the order the contract declares them. */
function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)));
}

function accessOf(route: AppRoute): RouteMetadata['access'] {
  const metadata = route.metadata as Partial<RouteMetadata> | undefined;
  if (metadata?.access !== 'public' && metadata?.access !== 'token') {
    throw new Error(`${route.method} ${route.path} has no metadata.access`);
  }
  return metadata.access;
}

/** A 200 answer that is a file rather than the JSON envelope (`fileResponse`). */
function isFileAnswer(route: AppRoute): boolean {
  const answer: unknown = route.responses[200];
  return isObject(answer) && answer.contentType === FILE_CONTENT_TYPE;
}

/** Uploaded-file fields carry FILE_FIELD_DESCRIPTION; OpenAPI writes them as binary strings. */
function markFileFields(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(markFileFields);
  if (!isObject(schema)) return schema;
  if (schema.description === FILE_FIELD_DESCRIPTION) {
    return { type: 'string', format: 'binary', description: FILE_FIELD_DESCRIPTION };
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, markFileFields(value)]),
  );
}

/**
 * Query strings and form fields carry text, so they cannot hold null; the coercing schemas of
 * those fields would otherwise be reported as nullable.
 */
function withoutNullable(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(withoutNullable);
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => key !== 'nullable')
      .map(([key, value]) => [key, withoutNullable(value)]),
  );
}

/** Marks file fields; drops `nullable` from query parameters and from bodies that are not JSON. */
function adjustOperation(operation: JsonObject): JsonObject & { parameters: Json[] } {
  const parameters = Array.isArray(operation.parameters) ? operation.parameters : [];
  const body = isObject(operation.requestBody) ? operation.requestBody : undefined;
  const content = body && isObject(body.content) ? body.content : {};
  return {
    ...operation,
    parameters: parameters.map((p) => (isObject(p) && p.in === 'query' ? withoutNullable(p) : p)),
    ...(body && {
      requestBody: {
        ...body,
        content: Object.fromEntries(
          Object.entries(content).map(([type, media]) => [
            type,
            markFileFields(type === 'application/json' ? media : withoutNullable(media)),
          ]),
        ),
      },
    }),
  };
}

const failureSchema: JsonObject = {
  type: 'object',
  properties: {
    code: { type: 'number', enum: [CODE_FAIL, CODE_NO_TOKEN, CODE_BAD_TOKEN, CODE_EXPIRED_TOKEN] },
    msg: { type: 'string' },
  },
  required: ['code', 'msg'],
};

const langHeader: JsonObject = {
  name: 'lang',
  in: 'header',
  required: false,
  description: 'Language of msg and of localised content',
  schema: { type: 'string', enum: LANGUAGES.map((l) => l.code), default: DEFAULT_LANG },
};

const description = `Every call answers HTTP 200 with the envelope { code, msg, data }: code ${CODE_OK} is success, \
code ${CODE_FAIL} a refusal whose msg is shown to the user, and codes ${CODE_NO_TOKEN}, ${CODE_BAD_TOKEN} and \
${CODE_EXPIRED_TOKEN} end the session (no token, unknown or revoked token, expired token). Downloads answer the \
file (${FILE_CONTENT_TYPE}, named by Content-Disposition) or, when refused, the JSON envelope. \
Clients send the headers lang (one of ${LANGUAGES.map((l) => l.code).join(', ')}; default ${DEFAULT_LANG}) and, \
when logged in, token. GET parameters go in the query string, nested objects written name[key]. \
Dates are YYYY-MM-DD and times YYYY-MM-DD HH:mm:ss. Generated from the ts-rest contract in contract/; \
do not edit by hand.`;

/**
 * A schema as OpenAPI 3.1 (JSON Schema 2020-12) writes it: `nullable: true` becomes `null`
 * among the types (and among the values of an enum), or a choice with `{ type: 'null' }` when
 * the schema names no type of its own. A `discriminator` over inline choices is dropped: it can
 * select nothing without named schemas, and each choice already says its own value.
 */
function nullsAsTypes(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(nullsAsTypes);
  if (!isObject(schema)) return schema;
  const { nullable, discriminator: _hint, ...rest } = schema;
  const inner = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, nullsAsTypes(value)]),
  );
  // A bound that is exclusive says all: `minimum` beside it at the same value adds nothing.
  if (typeof inner.exclusiveMinimum === 'number' && inner.minimum === inner.exclusiveMinimum) {
    delete inner.minimum;
  }
  if (typeof inner.exclusiveMaximum === 'number' && inner.maximum === inner.exclusiveMaximum) {
    delete inner.maximum;
  }
  // zod's null comes out of the 3.0 generator as a nullable string of format "null".
  if (inner.format === 'null') return { type: 'null' };
  if (nullable !== true) return inner;
  if (typeof inner.type === 'string') {
    const withNull: JsonObject = { ...inner, type: [inner.type, 'null'] };
    if (Array.isArray(inner.enum)) withNull.enum = [...inner.enum, null];
    return withNull;
  }
  if (Object.keys(inner).length === 0) return inner;
  return { anyOf: [inner, { type: 'null' }] };
}

/** The statuses every call may answer besides 200, each with the refusal envelope. */
function otherStatuses(hasBody: boolean): JsonObject {
  const refusal = (text: string) => ({
    description: text,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
  });
  return {
    ...(hasBody && {
      400: refusal('The body could not be read (not JSON, not an object, a broken form)'),
      408: refusal('The body took more than 30 seconds to arrive'),
      413: refusal('The body is larger than the call takes'),
      415: refusal('The body is of a media type the call does not take'),
    }),
    500: refusal('A fault of the server; the message says nothing of its internals'),
    503: refusal('The database is briefly unavailable; try again after Retry-After seconds'),
  };
}

/** What each group of calls (the contract's domains) is about. */
const TAGS: Record<string, string> = {
  auth: 'Login, sign-up, e-mailed codes, the password reset and change',
  account: "The user's home, profile, avatar and route list",
  checks: 'Whether the profile is complete, and who may use the serial-number check',
  content: 'The layout, home page, news, solutions, vendors, company pages, search and lookups',
  catalog: 'Product categories, products, goods, filter labels and downloads',
  cart: "The partner's cart",
  endUsers: "The partner's end users (customers)",
  projects: 'Project registrations (deal registration) of direct project partners',
  quotations: 'Quotations, their packing lists and downloads',
  orders: 'Orders and their nine steps',
  drafts: 'The drafts box',
  dcnet: 'Partner-programme (DCNet) memberships',
  training: 'Training and exam registrations and results',
  backoffice: "Head office's desks: decisions on what partners send",
};

/** What an operation's access asks of the caller, said in words. */
function accessText(operation: JsonObject): string {
  const security = Array.isArray(operation.security) ? operation.security : [];
  const listed = operation['x-permissions'];
  const permissions = Array.isArray(listed) ? listed.filter((p) => typeof p === 'string') : [];
  if (security.length === 0) return 'Public: no token needed.';
  if (permissions.length === 0) return 'Needs the token of a logged-in user.';
  return `Needs the token of a user with one of these permissions: ${permissions.join(', ')}.`;
}

/** The document as OpenAPI 3.1, with every status the server may send. */
function asOpenApi31(document: JsonObject): JsonObject {
  const paths = isObject(document.paths) ? document.paths : {};
  const components = isObject(document.components) ? document.components : {};
  return {
    ...document,
    openapi: '3.1.0',
    tags: Object.entries(TAGS).map(([name, text]) => ({ name, description: text })),
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, item]) => [
        path,
        isObject(item)
          ? Object.fromEntries(
              Object.entries(item).map(([method, operation]) => {
                if (!isObject(operation)) return [method, operation];
                const converted = nullsAsTypes(operation) as JsonObject;
                const responses = isObject(converted.responses) ? converted.responses : {};
                const summary = typeof converted.summary === 'string' ? converted.summary : '';
                return [
                  method,
                  {
                    ...converted,
                    description: `${summary}. ${accessText(converted)}`,
                    responses: { ...responses, ...otherStatuses('requestBody' in operation) },
                  },
                ];
              }),
            )
          : item,
      ]),
    ),
    components: {
      ...components,
      schemas: {
        ...(nullsAsTypes(isObject(components.schemas) ? components.schemas : {}) as JsonObject),
        Refusal: failureSchema,
      },
    },
  };
}

/** Every module of the contract, whose named schemas become the document's components. */
const CONTRACT_MODULES: Record<string, unknown>[] = [
  accountModule,
  authModule,
  backofficeOrdersModule,
  backofficeProjectsModule,
  backofficeQuotationsModule,
  backofficeModule,
  cartModule,
  catalogModule,
  checksModule,
  commonModule,
  dcnetModule,
  draftsModule,
  endUsersModule,
  layoutModule,
  lookupsModule,
  newsModule,
  ordersModule,
  pagesModule,
  projectsModule,
  quotationsModule,
  solutionsModule,
  trainingModule,
  vendorsModule,
];

/** The properties a schema must have at least to be worth a name of its own. */
const COMPONENT_MIN_PROPERTIES = 3;

/**
 * The contract's named object schemas (`UserInfoSchema` → `UserInfo`), as the generator writes
 * them in requests and in answers, by their text. A text two names share is left inline: its
 * name would say one call's word for another call's thing.
 */
function namedSchemas(): Map<string, string> {
  const byText = new Map<string, string | null>();
  for (const module of CONTRACT_MODULES) {
    for (const [exported, value] of Object.entries(module)) {
      if (!exported.endsWith('Schema') || !(value instanceof ZodType)) continue;
      const schema = value as ZodTypeAny;
      if (!(schema instanceof ZodObject)) continue;
      if (Object.keys(schema.shape as object).length < COMPONENT_MIN_PROPERTIES) continue;
      const name = exported.slice(0, -'Schema'.length);
      for (const useOutput of [false, true]) {
        const text = JSON.stringify(generateSchema(schema, useOutput));
        const known = byText.get(text);
        byText.set(text, known === undefined || known === name ? name : null);
      }
    }
  }
  return new Map([...byText].filter((entry): entry is [string, string] => entry[1] !== null));
}

/**
 * The document with every schema that is one of the contract's named schemas replaced by a
 * reference to it under `components/schemas`.
 */
function withComponents(document: JsonObject): JsonObject {
  const names = namedSchemas();
  const components: JsonObject = {};
  const replace = (schema: Json): Json => {
    if (Array.isArray(schema)) return schema.map(replace);
    if (!isObject(schema)) return schema;
    const name = names.get(JSON.stringify(schema));
    const inner = Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, replace(v)]));
    if (!name) return inner;
    components[name] = inner;
    return { $ref: `#/components/schemas/${name}` };
  };
  const paths = replace(document.paths ?? {});
  const existing = isObject(document.components) ? document.components : {};
  const schemas = isObject(existing.schemas) ? existing.schemas : {};
  return {
    ...document,
    paths,
    components: { ...existing, schemas: { ...schemas, ...components } },
  };
}

/** Builds the OpenAPI document from the contract. */
export function buildOpenApiDocument(): JsonObject {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const document = generateOpenApi(
    contract,
    {
      info: { title: 'Partner portal API', version: pkg.version, description },
      servers: [{ url: API_BASE_PATH }],
      components: {
        securitySchemes: {
          token: {
            type: 'apiKey',
            in: 'header',
            name: 'token',
            description: 'The token a login answered',
          },
        },
      },
    },
    {
      setOperationId: 'concatenated-path',
      operationMapper: (operation, route) => {
        const adjusted = adjustOperation(operation);
        const mapped: JsonObject = {
          ...adjusted,
          parameters: [...adjusted.parameters, langHeader],
          security: accessOf(route) === 'token' ? [{ token: [] }] : [],
        };
        // Back-office calls: the permissions of which the user needs one (or role 'admin', or
        // '*:*:*'); a user without them gets a refusal (docs/decisions/100-back-office-access.md).
        const { permission } = route.metadata as Partial<RouteMetadata>;
        if (permission) mapped['x-permissions'] = [...permission];
        if (isFileAnswer(route)) {
          mapped.responses = {
            200: {
              description: 'The file; a refusal answers the JSON envelope instead',
              content: {
                [FILE_CONTENT_TYPE]: { schema: { type: 'string', format: 'binary' } },
                'application/json': { schema: failureSchema },
              },
            },
          };
        }
        return mapped as typeof operation;
      },
    },
  );
  const routes = routesOf(contract);
  const listed = Object.values(document.paths as Record<string, object>).reduce(
    (count, item) => count + Object.keys(item).length,
    0,
  );
  if (listed !== routes.length) {
    throw new Error(`The contract has ${routes.length} routes but the document lists ${listed}`);
  }
  return asOpenApi31(withComponents(document));
}

/** The document as committed: two-space JSON with a final newline. */
export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

function main(args: string[]) {
  const text = renderOpenApiDocument();
  if (args.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(OPENAPI_PATH, 'utf8');
    } catch {
      // A missing document is as stale as an outdated one.
    }
    if (committed !== text) {
      console.error(
        'contract/openapi.json does not match the contract: run npx tsx scripts/generate-openapi.ts',
      );
      process.exitCode = 1;
      return;
    }
    process.stdout.write('contract/openapi.json matches the contract\n');
    return;
  }
  writeFileSync(OPENAPI_PATH, text);
  process.stdout.write(`Wrote ${OPENAPI_PATH}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2));
}
