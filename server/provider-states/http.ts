import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { setUpState, UnknownProviderStateError } from './index';

/** Where a Pact verifier posts its state changes (`--state-change-url`). */
export const PROVIDER_STATES_PATH = '/_pact/provider-states';

/** What a Pact verifier posts: the state's name, the consumer's parameters, setup or teardown. */
const StateChangeSchema = z.object({
  state: z.string().min(1),
  params: z.record(z.unknown()).optional(),
  action: z.enum(['setup', 'teardown']).default('setup'),
});

/**
 * The provider-state handler of a verification by URL (`npm run pact:verify`): it sets the
 * named state up and answers the values the pact reads through `fromProviderState`. A state
 * that cannot be set up is answered with an error that says why (the verifier fails the
 * interaction; the server's log has the reason). Teardown has nothing to do: every state makes its rows afresh.
 * Only ever registered when the server starts with PACT_PROVIDER_STATES (server/config.ts).
 */
export function registerProviderStates(
  app: FastifyInstance,
  db: Db,
  log: Logger,
  now: Clock,
): void {
  app.post(PROVIDER_STATES_PATH, async (request, reply) => {
    const parsed = StateChangeSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.status(400).send({ error: 'expected a JSON body { state, params, action }' });
    }
    const { state, params, action } = parsed.data;
    if (action === 'teardown') return reply.send({});
    try {
      const values = await setUpState(db, state, params ?? {}, now());
      return reply.send(values);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ state, reason: message }, 'provider state not set up');
      // Not a 5xx: the verifier retries those for about two minutes before it gives up.
      const status = error instanceof UnknownProviderStateError ? 404 : 422;
      return reply.status(status).send({ error: message });
    }
  });
}
