import type { AppRoute } from '@ts-rest/core';
import type { RouteOptions } from 'fastify';

/** The hooks a guard may add to one route. */
type RouteHookName =
  'onRequest' | 'preParsing' | 'preHandler' | 'onSend' | 'onResponse' | 'onRequestAbort';

/**
 * Adds `hook` after the route's own hooks of that name (before them, `first`). Call it from an `onRoute` hook, so
 * that a guard runs only on the routes it concerns and knows their contract from the start,
 * instead of running on every request and asking each one which route it is
 * (docs/server.md). The route's arrays are replaced, not changed:
 * Fastify copies a GET route's options for its HEAD route, which gets its own hooks.
 */
export function addRouteHook(
  route: RouteOptions,
  name: RouteHookName,
  hook: unknown,
  { first = false }: { first?: boolean } = {},
): void {
  const current: unknown = route[name];
  const hooks = (
    current === undefined ? [] : Array.isArray(current) ? current : [current]
  ) as unknown[];
  Object.assign(route, { [name]: first ? [hook, ...hooks] : [...hooks, hook] });
}

/** The contract route a Fastify route serves (ts-rest puts it in the route's config), if any. */
export function contractRouteOf(route: RouteOptions): AppRoute | undefined {
  return route.config?.tsRestRoute;
}

/** Whether a route answers only methods that carry no body. */
export function takesNoBody(route: RouteOptions): boolean {
  return [route.method].flat().every((method) => METHODS_WITHOUT_BODY.has(method));
}

export const METHODS_WITHOUT_BODY: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
