import { isAppRoute, type AppRouter } from '@ts-rest/core';
import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH, contract } from '../../contract/index';

/** `METHOD /prod-api/path` → the contract's name of the call (`orders.list`, `auth.login`). */
function namesOf(router: AppRouter, prefix: string[], into: Map<string, string>): void {
  for (const [key, value] of Object.entries(router)) {
    if (isAppRoute(value)) {
      into.set(`${value.method} ${API_BASE_PATH}${value.path}`, [...prefix, key].join('.'));
    } else {
      namesOf(value, [...prefix, key], into);
    }
  }
}

const names = new Map<string, string>();
namesOf(contract, [], names);

/** What a request that no route answered is counted as. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * The name a request is counted and traced under: the contract's name of its call, the route's
 * pattern for the other routes (`/media/*`, `/healthz`), or `unmatched`. Never the raw URL, so
 * that the names stay few.
 */
export function routeNameOf(request: FastifyRequest): string {
  const url = request.routeOptions.url;
  if (url === undefined) return UNMATCHED_ROUTE;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return names.get(`${method} ${url}`) ?? url;
}
