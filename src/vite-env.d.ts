/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `true` blocks browser zoom keys and ctrl+wheel (docs/decisions/052-zoom-blocking.md). */
  readonly VITE_BLOCK_ZOOM?: string;
}

declare module 'virtual:contract-routes' {
  /**
   * Every call of the contract with its method, path, content type and metadata, without its
   * schemas: derived from `contract/index.ts` by the build (scripts/vite/contract-routes.ts).
   */
  // An ambient module cannot import by a relative path, so the type is named inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const contractRoutes: import('./lib/api/route-table').RouteTable;
  /**
   * The fingerprint of the user info's schema in this build: stored beside user info the schema
   * checked (src/app/session-store.ts, docs/web-app.md).
   */
  export const storedUserShape: string;
}
