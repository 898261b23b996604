import type { AppRoute, AppRouter } from '@ts-rest/core';
import { contractRoutes } from 'virtual:contract-routes';
import { describe, expect, it } from 'vitest';
import { contract } from '../../../contract/index';
import { routeTableOf, type RouteTable, type TableRoute } from './route-table';

function routesOf(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, value]) =>
    'method' in value && 'path' in value
      ? [[`${prefix}${name}`, value as AppRoute] as [string, AppRoute]]
      : routesOf(value, `${prefix}${name}.`),
  );
}

function tableRoute(table: RouteTable, dotted: string): TableRoute | undefined {
  let node: RouteTable | TableRoute | undefined = table;
  for (const name of dotted.split('.')) node = (node as RouteTable | undefined)?.[name];
  return node as TableRoute | undefined;
}

describe("the client's route table", () => {
  const table = routeTableOf(contract);

  it('has every call of the contract with its method, path, content type and metadata', () => {
    const routes = routesOf(contract);
    expect(routes.length).toBeGreaterThan(100);
    for (const [name, route] of routes) {
      const row = tableRoute(table, name);
      expect(row, name).toEqual({
        method: route.method,
        path: route.path,
        responses: {},
        ...('contentType' in route && route.contentType ? { contentType: route.contentType } : {}),
        ...(route.metadata === undefined ? {} : { metadata: route.metadata }),
      });
    }
  });

  it('has no path parameters: the client sends each path as it is written', () => {
    for (const [name, route] of routesOf(contract)) expect(route.path, name).not.toContain(':');
  });

  it('carries no schema: it is plain data', () => {
    expect(JSON.parse(JSON.stringify(table))).toEqual(table);
  });

  it('is what the web app is built with', () => {
    expect(contractRoutes).toEqual(table);
  });
});
