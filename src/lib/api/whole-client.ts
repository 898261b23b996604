import { initClient } from '@ts-rest/core';
import { contract } from '../../../contract/index';
import { createClientArgs, type ApiClient, type ApiClientOptions } from './client';

/**
 * A typed client for every `/prod-api` call, for the contract tests and tools. The portal's
 * screens use the clients of their own domains instead (`useApi`, `createDomainClient`).
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  return initClient(contract, createClientArgs(options));
}
