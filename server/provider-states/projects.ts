import { asc, eq } from 'drizzle-orm';
import { ProjectFormSchema } from '../../contract/projects';
import type { Db } from '../db/client';
import { endUsers, goods, quotationItems } from '../db/schema/index';
import { isProjectRefusal, saveProject } from '../projects/registration';
import { saveDraft } from '../drafts/drafts';
import { saveQuotation } from '../quotations/quotations';
import { loggedIn, OVERSEAS_SERVICE_PARTNER } from './accounts';
import {
  LOGIN_PARAMS,
  SESSION_ANSWERS,
  dayAfter,
  type ProviderStates,
  type StateParams,
} from './types';

/**
 * One of the partner's end users and one quotation of two lines, not registered yet. Answers
 * their ids and the lines' ids for `fromProviderState`.
 */
async function endUserAndQuotation(db: Db, userId: number, partnerType: string, now: Date) {
  const [endUser] = await db
    .insert(endUsers)
    .values({
      userId,
      company: 'Hospital Universitario La Fe',
      address: 'Avinguda de Fernando Abril Martorell 106, 46026 Valencia',
      contact: 'Javier Martínez',
      email: 'jmartinez@lafe.example',
      mobile: '+34 961 244 000',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: endUsers.id });
  const items = await db.select({ id: goods.id }).from(goods).orderBy(asc(goods.id)).limit(2);
  const quotation = await saveQuotation(
    db,
    { id: userId, partnerType },
    { remark: 'Outpatient building', items: items.map((g) => ({ goods_id: g.id, quantity: 4 })) },
    now,
  );
  if (!endUser || !quotation || 'why' in quotation) {
    throw new Error('provider state: end user or quotation not made');
  }
  const lines = await db
    .select({ id: quotationItems.id })
    .from(quotationItems)
    .where(eq(quotationItems.quotationId, quotation.id))
    .orderBy(asc(quotationItems.position));
  return {
    endUserId: endUser.id,
    quotationId: quotation.id,
    firstItemId: lines[0]?.id ?? 0,
    secondItemId: lines[1]?.id ?? 0,
    awardingDate: dayAfter(now, 60),
    poDate: dayAfter(now, 90),
  };
}

/** The values the project states answer. */
const REGISTRATION_ANSWERS = {
  ...SESSION_ANSWERS,
  endUserId: 'the end user',
  quotationId: 'the quotation',
  firstItemId: 'its first line',
  secondItemId: 'its second line',
  awardingDate: "a predicted awarding date: a day some weeks ahead of the provider's today",
  poDate: 'a predicted PO date: a day after the awarding date',
};

/** A logged-in direct project partner with an end user and a quotation to register. */
async function mayRegister(db: Db, params: StateParams, now: Date) {
  const { userId, token } = await loggedIn(db, params, now);
  return { userId, token, ...(await endUserAndQuotation(db, userId, 'DC-DPP', now)) };
}

/** A logged-in direct project partner with one project, applying. Answers its ids. */
async function withProject(db: Db, params: StateParams, now: Date) {
  const { userId, ...parts } = await mayRegister(db, params, now);
  const form = ProjectFormSchema.parse({
    project_name: 'Outpatient building network',
    end_company: parts.endUserId,
    is_protect: 1,
    estimated_po_date: parts.poDate,
    predicted_awarding_date: parts.awardingDate,
    predicted_leadtime: '6 weeks',
    quotation_id: parts.quotationId,
    prices: [
      { item_id: parts.firstItemId, application_price: 950.25 },
      { item_id: parts.secondItemId, application_price: 120 },
    ],
  });
  const saved = await saveProject(
    db,
    { id: userId, partnerType: 'DC-DPP', dcnetId: 'DCN-DPP-1004' },
    form,
    now,
  );
  if (isProjectRefusal(saved)) throw new Error(`provider state: project not saved: ${saved.why}`);
  return { projectId: saved.id, ...parts };
}

/** Projects of a logged-in partner. */
export const projectStates: ProviderStates = {
  'a direct project partner has a project': {
    params: LOGIN_PARAMS,
    needs: 'At least two catalogue goods items.',
    makes:
      'What "a direct project partner may register a project with a quotation" makes, and a project registered with that end user and quotation, applying for protection.',
    answers: { projectId: 'the project', ...REGISTRATION_ANSWERS },
    setup: withProject,
  },
  'a direct project partner may register a project with a quotation': {
    params: LOGIN_PARAMS,
    needs: 'At least two catalogue goods items.',
    makes:
      'A logged-in direct project partner (DC-DPP, with the project permission) with one end user and one quotation of two lines, neither registered in a project.',
    answers: REGISTRATION_ANSWERS,
    setup: async (db, params, now) => {
      const { userId, token } = await loggedIn(db, params, now);
      return { token, ...(await endUserAndQuotation(db, userId, 'DC-DPP', now)) };
    },
  },
  'a direct project partner has a project draft': {
    params: LOGIN_PARAMS,
    needs: 'At least two catalogue goods items.',
    makes:
      'What "a direct project partner may register a project with a quotation" makes, and a project draft in the drafts box.',
    answers: { ...REGISTRATION_ANSWERS, draftId: 'the draft' },
    setup: async (db, params, now) => {
      const { userId, token, ...parts } = await mayRegister(db, params, now);
      const draft = await saveDraft(
        db,
        userId,
        { type: 'project', title: 'Outpatient building network', content: {} },
        now,
      );
      if (typeof draft === 'string') throw new Error(`provider state: draft not saved: ${draft}`);
      return { token, ...parts, draftId: draft.id };
    },
  },
  'a service partner has an end user and a quotation': {
    params: LOGIN_PARAMS,
    needs: 'At least two catalogue goods items.',
    makes:
      'A logged-in after-sales service partner (DC-ASP, who may not register projects) with one end user and one quotation of two lines.',
    answers: REGISTRATION_ANSWERS,
    setup: async (db, params, now) => {
      const { userId, token } = await loggedIn(db, params, now, OVERSEAS_SERVICE_PARTNER);
      return { token, ...(await endUserAndQuotation(db, userId, 'DC-ASP', now)) };
    },
  },
};
