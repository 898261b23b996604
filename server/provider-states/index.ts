import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { accountStates } from './accounts';
import { backofficeStates } from './backoffice';
import { backofficeDeskStates } from './backoffice-desks';
import { cartStates } from './cart';
import { catalogStates } from './catalog';
import { contentStates } from './content';
import { partnerProgrammeStates } from './partner-programme';
import { endUserAndDraftStates } from './end-users-drafts';
import { orderStates } from './orders';
import { quotationStates } from './quotations';
import { projectStates } from './projects';
import { quotationDeskStates } from './quotation-desk';
import type { ProviderState, ProviderStates, StateParams, StateValues } from './types';

/** Every domain's provider states; add a domain's file here. */
const domains: ProviderStates[] = [contentStates, accountStates, catalogStates, cartStates];
// The partner's end users and drafts box.
domains.push(endUserAndDraftStates);

// DCNet memberships, training and exams.
domains.push(partnerProgrammeStates);

// Quotations.
domains.push(quotationStates);

// Projects.
domains.push(projectStates);
// Orders.
domains.push(orderStates);
// Head office's side (docs/decisions/100-back-office-access.md).
domains.push(backofficeStates);
// Head office's order and project desks.
domains.push(backofficeDeskStates);
// Head office's quotation desk.
domains.push(quotationDeskStates);

/**
 * The registry: every provider state the pact names, by name. The reference server sets them
 * up (for its verification and at /_pact/provider-states), and docs/backend-teams.md describes
 * them from the same entries.
 */
export const PROVIDER_STATES: Readonly<Record<string, ProviderState>> = (() => {
  const all: Record<string, ProviderState> = {};
  for (const [name, state] of domains.flatMap((domain) => Object.entries(domain))) {
    if (all[name]) throw new Error(`provider state "${name}" is registered twice`);
    all[name] = state;
  }
  return all;
})();

/** A state the registry does not know. */
export class UnknownProviderStateError extends Error {}

/**
 * Sets a state up on `db` at `now`; answers the values the pact reads through
 * `fromProviderState`.
 */
export function setUpState(
  db: Db,
  name: string,
  params: StateParams,
  now: Date,
): Promise<StateValues> {
  const state = PROVIDER_STATES[name];
  if (!state) throw new UnknownProviderStateError(`no provider state is named "${name}"`);
  return state.setup(db, params, now);
}

/** The state handlers of every state on `db`, by name, as a Pact verifier takes them. */
export function providerStates({ db, now }: { db: Db; now: Clock }) {
  return Object.fromEntries(
    Object.entries(PROVIDER_STATES).map(([name, state]) => [
      name,
      (params?: StateParams) => state.setup(db, params, now()),
    ]),
  );
}
