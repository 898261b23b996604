import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { API_BASE_PATH, contract } from '../../contract';
import { pactInteractions, type PactInteraction } from './pact-file';

/** Every call of the contract, named by its place in the router (`orders.create`). */
function contractCalls(router: AppRouter, prefix = ''): { name: string; route: AppRoute }[] {
  return Object.entries(router).flatMap(([key, value]) =>
    isAppRoute(value)
      ? [{ name: `${prefix}${key}`, route: value }]
      : contractCalls(value, `${prefix}${key}.`),
  );
}

/** A path of the contract as a pattern: each `:param` stands for one path segment. */
function pathPattern(route: AppRoute): RegExp {
  const path = `${API_BASE_PATH}${route.path}`
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${path}$`);
}

function covers(route: AppRoute, interaction: PactInteraction): boolean {
  return (
    interaction.request.method.toUpperCase() === route.method &&
    pathPattern(route).test(interaction.request.path)
  );
}

describe('the published pact covers the whole contract', () => {
  const interactions = pactInteractions();
  const calls = contractCalls(contract);

  it('has at least one interaction for every call of the contract', () => {
    const uncovered = calls
      .filter(({ route }) => !interactions.some((interaction) => covers(route, interaction)))
      .map(({ name, route }) => `${name}: ${route.method} ${API_BASE_PATH}${route.path}`);
    expect(uncovered, 'contract calls with no pact interaction').toEqual([]);
  });

  it('has no interaction for a call the contract does not have', () => {
    const strays = interactions
      .filter((interaction) => !calls.some(({ route }) => covers(route, interaction)))
      .map(
        (interaction) =>
          `${interaction.description}: ${interaction.request.method} ${interaction.request.path}`,
      );
    expect(strays, 'pact interactions outside the contract').toEqual([]);
  });
});
