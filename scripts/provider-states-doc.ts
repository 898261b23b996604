/**
 * Writes the generated parts of docs/backend-teams.md: every provider state from the
 * registry (server/provider-states), and the calls that are not plain JSON from the contract.
 *
 *   npm run docs:states              write them
 *   npm run docs:states -- --check   exit 1 when the committed guide is stale
 */
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ZodTypeAny } from 'zod';
import { FILE_CONTENT_TYPE, FILE_FIELD_DESCRIPTION } from '../contract/common';
import { API_BASE_PATH, contract } from '../contract/index';
import { PROVIDER_STATES } from '../server/provider-states/index';
import type { ProviderState } from '../server/provider-states/types';

/** The guide the sections are written into. */
export const GUIDE_PATH = resolve(import.meta.dirname, '../docs/backend-teams.md');

const markers = (name: string) => ({
  start: `<!-- generated: ${name} (npm run docs:states) -->`,
  end: `<!-- end of generated: ${name} -->`,
});

/** Names and meanings as a list: `` - `name`: meaning ``. */
function listed(entries: Record<string, string> | undefined): string[] {
  return Object.entries(entries ?? {}).map(([name, meaning]) => `  - \`${name}\`: ${meaning}`);
}

function stateSection(name: string, state: ProviderState): string {
  const lines = [`#### ${name}`, ''];
  if (state.params) lines.push('- Parameters:', ...listed(state.params));
  else lines.push('- Parameters: none.');
  if (state.needs) lines.push(`- Needs: ${state.needs}`);
  lines.push(`- Sets up: ${state.makes}`);
  if (state.answers) lines.push('- Answers, for `fromProviderState`:', ...listed(state.answers));
  return lines.join('\n');
}

/** Every provider state of the registry, in alphabetical order. */
export function renderStates(): string {
  return Object.entries(PROVIDER_STATES)
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([name, state]) => stateSection(name, state))
    .join('\n\n');
}

function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((entry) => (isAppRoute(entry) ? [entry] : routesOf(entry)));
}

/** A schema without its refinements and optional or default wrappers. */
function unwrapped(schema: ZodTypeAny | undefined): ZodTypeAny | undefined {
  const inner = innerOf(schema);
  return inner ? unwrapped(inner) : schema;
}

function innerOf(schema: ZodTypeAny | undefined): ZodTypeAny | undefined {
  const def = schema?._def as { schema?: ZodTypeAny; innerType?: ZodTypeAny } | undefined;
  return def?.schema ?? def?.innerType;
}

/**
 * Whether a field is an uploaded file: it, or a schema it wraps, says so; a list of files, or
 * one file or a list, is a file field too.
 */
function isFileField(schema: ZodTypeAny | undefined): boolean {
  if (!schema) return false;
  if (schema.description === FILE_FIELD_DESCRIPTION) return true;
  const def = schema._def as { options?: ZodTypeAny[]; type?: ZodTypeAny };
  if (def.options?.some(isFileField)) return true;
  if (def.type && isFileField(def.type)) return true;
  return isFileField(innerOf(schema));
}

/** The parts of a multipart body that carry a file. */
function fileParts(route: AppRoute): string[] {
  const body = unwrapped('body' in route ? (route.body as ZodTypeAny) : undefined);
  const shape = (body?._def as { shape?: () => Record<string, ZodTypeAny> } | undefined)?.shape?.();
  return Object.entries(shape ?? {})
    .filter(([, schema]) => isFileField(schema))
    .map(([part]) => part);
}

function callLine(route: AppRoute, extra = ''): string {
  return `- \`${route.method} ${API_BASE_PATH}${route.path}\`${extra}: ${route.summary ?? ''}`;
}

/** The calls that are not plain JSON in and out, from the contract. */
export function renderCalls(): string {
  const routes = routesOf(contract);
  const type = (route: AppRoute) => ('contentType' in route ? route.contentType : undefined);
  const isFile = (route: AppRoute) => {
    const answer = route.responses[200] as { contentType?: string } | undefined;
    return answer?.contentType === FILE_CONTENT_TYPE;
  };
  return [
    'Form-encoded (`application/x-www-form-urlencoded`) requests:',
    '',
    ...routes
      .filter((route) => type(route) === 'application/x-www-form-urlencoded')
      .map((route) => callLine(route)),
    '',
    'Multipart (`multipart/form-data`) requests, with their file parts:',
    '',
    ...routes
      .filter((route) => type(route) === 'multipart/form-data')
      .map((route) => callLine(route, ` (file part \`${fileParts(route).join('`, `')}\`)`)),
    '',
    'File answers (the bytes of the file; a refusal is the JSON envelope instead):',
    '',
    ...routes.filter(isFile).map((route) => callLine(route)),
  ].join('\n');
}

/** Replaces the text between a section's markers; fails when the guide lacks them. */
function replaceSection(text: string, name: string, content: string): string {
  const { start, end } = markers(name);
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${GUIDE_PATH} lacks the markers of "${name}"`);
  return `${text.slice(0, from + start.length)}\n\n${content}\n\n${text.slice(to)}`;
}

/** The guide with its generated sections as the registry and the contract say now. */
export function renderGuide(current: string): string {
  return replaceSection(
    replaceSection(current, 'provider states', renderStates()),
    'calls',
    renderCalls(),
  );
}

function main(args: string[]) {
  const current = readFileSync(GUIDE_PATH, 'utf8');
  const text = renderGuide(current);
  if (args.includes('--check')) {
    if (text !== current) {
      console.error('docs/backend-teams.md is stale: run npm run docs:states');
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(GUIDE_PATH, text);
  process.stdout.write(`Wrote ${GUIDE_PATH}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2));
}
