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
import type { PactStateHandlers, StateContext, StateHandlers } from './types';

/** Every domain's provider states; add a domain's file here. */
const domains: StateHandlers[] = [contentStates, accountStates, catalogStates, cartStates];
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

export function providerStates(context: StateContext) {
  return Object.assign({}, ...domains.map((domain) => domain(context))) as PactStateHandlers;
}
