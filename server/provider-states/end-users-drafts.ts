import { drafts, endUsers } from '../db/schema/index';
import { validUntil } from '../drafts/drafts';
import { loggedIn } from './accounts';
import { LOGIN_PARAMS, SESSION_ANSWERS, type ProviderStates } from './types';

/**
 * A logged-in partner with end users, and one with drafts; each answers the id the consumer
 * uses through `fromProviderState`.
 */
export const endUserAndDraftStates: ProviderStates = {
  'a partner has end users': {
    params: LOGIN_PARAMS,
    makes:
      'A logged-in partner (as "a partner is logged in") with two end users, the first with a protection request.',
    answers: { ...SESSION_ANSWERS, endUserId: 'the id of the first end user' },
    setup: async (db, params, now) => {
      const { userId, token } = await loggedIn(db, params, now);
      const rows = await db
        .insert(endUsers)
        .values([
          {
            userId,
            company: 'Hospital Universitario La Fe',
            address: 'Avinguda de Fernando Abril Martorell 106, 46026 Valencia',
            website: 'https://www.lafe.example',
            contact: 'Javier Martínez',
            email: 'jmartinez@lafe.example',
            mobile: '+34 961 244 000',
            industry: 'Healthcare',
            protectRequested: true,
            protectRequestedAt: now,
            lastYearTotalPurchase: '1200000.00',
            createdAt: now,
            updatedAt: now,
          },
          {
            userId,
            company: 'Universidad de Zaragoza',
            address: 'Calle de Pedro Cerbuna 12, 50009 Zaragoza',
            contact: 'Marta López',
            email: 'mlopez@unizar.example',
            mobile: '+34 976 761 000',
            createdAt: now,
            updatedAt: now,
          },
        ])
        .returning({ id: endUsers.id });
      const [first] = rows;
      if (!first) throw new Error('provider state: end users not created');
      return { token, endUserId: first.id };
    },
  },
  'a partner has a project draft': {
    params: LOGIN_PARAMS,
    makes:
      'A logged-in partner (as "a partner is logged in") with one project draft in the drafts box.',
    answers: { ...SESSION_ANSWERS, draftId: 'the id of the draft' },
    setup: async (db, params, now) => {
      const { userId, token } = await loggedIn(db, params, now);
      const [draft] = await db
        .insert(drafts)
        .values({
          userId,
          type: 'project',
          title: 'Campus network upgrade',
          content: { project_name: 'Campus network upgrade', is_tender: 1 },
          createdAt: now,
          updatedAt: now,
          validUntil: validUntil(now),
        })
        .returning({ id: drafts.id });
      if (!draft) throw new Error('provider state: draft not created');
      return { token, draftId: draft.id };
    },
  },
};
