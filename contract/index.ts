import { initContract } from '@ts-rest/core';
import { contentContract } from './content';

const c = initContract();

/** Every `/prod-api` call, one nested router per domain. Paths are relative to the base path. */
export const contract = c.router(
  {
    content: contentContract,
  },
  { strictStatusCodes: true },
);

export type Contract = typeof contract;

/** The base path of every call; the backend serves the contract under it. */
export const API_BASE_PATH = '/prod-api';
