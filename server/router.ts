import { initServer } from '@ts-rest/fastify';

/**
 * ts-rest's server helper, which every domain's routes (`server/<domain>/routes.ts`) and the app
 * that registers them share: it holds no state of its own.
 */
export const s = initServer();
