/**
 * `virtual:contract-routes`: the contract's calls without their schemas, derived from
 * `contract/index.ts` each time the app is built, served or tested
 * (docs/decisions/138-first-paint-without-zod-and-xstate.md). The contract stays the one place
 * the calls are written; the web app's client is made from this table, so neither zod nor any
 * domain's schemas load with it. Beside it, `storedUserShape`: the fingerprint of the user
 * info's schema, which the app stores beside the user info it checked
 * (docs/web-app.md).
 */
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type * as Auth from '../../contract/auth';
import type * as Contract from '../../contract/index';
import type * as RouteTable from '../../src/lib/api/route-table';
import { schemaFingerprint } from './schema-fingerprint.js';

const ID = 'virtual:contract-routes';
const RESOLVED_ID = `\0${ID}`;
const CONTRACT_DIR = fileURLToPath(new URL('../../contract/', import.meta.url));

/**
 * Serves `virtual:contract-routes` as `export const contractRoutes = { ... }` and
 * `export const storedUserShape = '...'`.
 */
export function contractRoutes(): Plugin {
  return {
    name: 'contract-routes',
    resolveId(id) {
      return id === ID ? RESOLVED_ID : null;
    },
    // Loaded when asked for, not with the configuration, which stays free of the contract's
    // imports.
    async load(id) {
      if (id !== RESOLVED_ID) return null;
      const load = <T>(path: string) => tsImport(path, import.meta.url) as Promise<T>;
      const [{ contract }, { UserInfoSchema }, { routeTableOf }] = await Promise.all([
        load<typeof Contract>('../../contract/index.ts'),
        load<typeof Auth>('../../contract/auth.ts'),
        load<typeof RouteTable>('../../src/lib/api/route-table.ts'),
      ]);
      return (
        `export const contractRoutes = ${JSON.stringify(routeTableOf(contract))};\n` +
        `export const storedUserShape = ${JSON.stringify(schemaFingerprint(UserInfoSchema))};\n`
      );
    },
    // While `npm run dev` runs, a change to the contract makes the table again.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(CONTRACT_DIR)) return;
      const table = server.moduleGraph.getModuleById(RESOLVED_ID);
      if (table) server.moduleGraph.invalidateModule(table);
    },
  };
}
