import { createContext, useContext, type ReactNode } from 'react';
import type { DomainName, Domains, PortalApi, PortalApiSource } from './client';

const ApiContext = createContext<PortalApiSource | null>(null);

/** Hands the portal's client, made once when the app starts, to the features below. */
export function ApiProvider({ api, children }: { api: PortalApiSource; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

/**
 * The portal's client for the given domains of the contract, for the `api.ts` of each feature
 * (the only files that call it); views use the hooks those files export. `domains` is a
 * constant of the feature (`const DOMAINS = { content: contentContract }`): only the schemas
 * of those domains load with the feature.
 */
export function useApi<K extends DomainName>(domains: Domains<K>): Pick<PortalApi, K> {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an ApiProvider above it');
  return api.of(domains);
}
