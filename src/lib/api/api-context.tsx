import { createContext, useContext, type ReactNode } from 'react';
import type { PortalApi } from './client';

const ApiContext = createContext<PortalApi | null>(null);

/** Hands the portal's client, made once when the app starts, to the features below. */
export function ApiProvider({ api, children }: { api: PortalApi; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/**
 * The portal's client, for the `api.ts` of each feature (the only files that call it); views use
 * the hooks those files export.
 */
export function useApi(): PortalApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider above it');
  return api;
}
