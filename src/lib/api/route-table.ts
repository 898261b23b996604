import type { AppRoute, AppRouter } from '@ts-rest/core';

/** One call as the client reads it: no schema, only where and how it is sent. */
export interface TableRoute {
  method: AppRoute['method'];
  path: string;
  contentType?: string;
  metadata?: unknown;
  /** The client reads this object's keys only when asked to refuse unknown statuses. */
  responses: Record<string, never>;
}

/** A router as the client reads it: the same nesting, each call a {@link TableRoute}. */
export interface RouteTable {
  [name: string]: TableRoute | RouteTable;
}

function isRoute(value: AppRoute | AppRouter): value is AppRoute {
  return 'method' in value && 'path' in value;
}

/**
 * The calls of `router` with what the web app's client reads of each (method, path, content
 * type, metadata) and nothing else: the schemas check what the server receives and answers, and
 * the client does not validate answers. The build derives the app's table from the contract
 * with this (scripts/vite/contract-routes.ts), so that no schema loads with the client.
 */
export function routeTableOf(router: AppRouter): RouteTable {
  const table: RouteTable = {};
  for (const [name, value] of Object.entries(router)) {
    if (!isRoute(value)) {
      table[name] = routeTableOf(value);
      continue;
    }
    const route: TableRoute = { method: value.method, path: value.path, responses: {} };
    if ('contentType' in value && value.contentType) route.contentType = value.contentType;
    if (value.metadata !== undefined) route.metadata = value.metadata;
    table[name] = route;
  }
  return table;
}
