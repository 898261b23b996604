import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import type { ProjectForm } from '../../contract/projects';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact, envelope, loggedIn, refusalOf, success } from './pact-setup';

const { eachLike, integer, number, string, regex, fromProviderState } = MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForTheProjectsOfAPartner0000000011';
const ACCOUNT = {
  username: 'pact.projects@example.com',
  password: 'PactPassword2026',
  token: TOKEN,
};
const HAS_PROJECT = loggedIn('a direct project partner has a project', ACCOUNT);
const MAY_REGISTER = loggedIn(
  'a direct project partner may register a project with a quotation',
  ACCOUNT,
);
const SERVICE_TOKEN = 'PactTokenForAServicePartnerWithAQuotation12';
const FROM_DRAFT = loggedIn('a direct project partner has a project draft', ACCOUNT);
const SERVICE_PARTNER = loggedIn('a service partner has an end user and a quotation', {
  username: 'pact.projects.asp@example.com',
  password: 'PactPassword2026',
  token: SERVICE_TOKEN,
});

/** The ids the consumer uses; the provider answers its own through `fromProviderState`. */
const PROJECT_ID = 920_001;
const projectId = fromProviderState('${projectId}', PROJECT_ID);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const summary = {
  id: integer(PROJECT_ID),
  project_name: string('Outpatient building network'),
  end_company: integer(41),
  end_company_name: string('Hospital Universitario La Fe'),
  status: integer(1),
  status_text: string('Applying'),
  is_protect: 1,
  dcnet_id: string('DCN-DPP-1004'),
  membership_type: 'DC-DPP',
  create_time: regex(TIME, '2026-11-23 09:00:00'),
  apply_time: regex(TIME, '2026-11-23 09:00:00'),
};

/** The registration form as the project screen sends it, with the provider's ids. */
const form: ProjectForm = {
  project_name: 'Outpatient building network',
  end_company: 41,
  is_tender: 1,
  is_protect: 1,
  estimated_po_date: '2027-03-01',
  predicted_awarding_date: '2027-02-01',
  predicted_leadtime: '6 weeks',
  quotation_id: 910_002,
  prices: [
    { item_id: 5, application_price: 950.25 },
    { item_id: 6, application_price: 120 },
  ],
};
/** The answer of a registration: the new project's id. */
const REGISTERED = success(
  { id: integer(PROJECT_ID) },
  'The project has been registered. Head office will review it.',
);

const formWithProviderIds = {
  ...form,
  end_company: fromProviderState('${endUserId}', 41),
  // The server judges planned days against its today: the state answers days ahead of it.
  estimated_po_date: fromProviderState('${poDate}', form.estimated_po_date),
  predicted_awarding_date: fromProviderState('${awardingDate}', form.predicted_awarding_date),
  quotation_id: fromProviderState('${quotationId}', 910_002),
  prices: [
    { item_id: fromProviderState('${firstItemId}', 5), application_price: 950.25 },
    { item_id: fromProviderState('${secondItemId}', 6), application_price: 120 },
  ],
};

describe('projects', () => {
  it('GET /user/project answers one page of the partner projects', () =>
    pact
      .interaction(
        HAS_PROJECT,
        'a request for the project list',
        'GET',
        '/prod-api/user/project',
        (request) => request.query({ page: '1', limit: '10', status: '1' }),
      )
      .willRespondWith(
        200,
        success({ list: eachLike(summary), total: integer(1), page: 1, limit: 10 }),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url, { token: TOKEN }).projects.list({
            query: { page: 1, limit: 10, status: 1 },
          }),
        );
        expect(page.list[0]).toMatchObject({ id: PROJECT_ID, status_text: 'Applying' });
      }));

  it('POST /user/postproject registers a project with its application prices', () =>
    pact
      .interaction(
        MAY_REGISTER,
        'a new project registration',
        'POST',
        '/prod-api/user/postproject',
        (request) => request.jsonBody(formWithProviderIds),
      )
      .willRespondWith(200, REGISTERED)
      .executeTest(async (server) => {
        const saved = await clientFor(server.url, { token: TOKEN }).projects.save({ body: form });
        expect(responseData(saved).id).toBe(PROJECT_ID);
      }));

  it('POST /user/postproject registers a project from its draft, which is used up', () =>
    pact
      .interaction(
        FROM_DRAFT,
        'a project registration from a draft',
        'POST',
        '/prod-api/user/postproject',
        (request) =>
          request.jsonBody({
            ...formWithProviderIds,
            draft_id: fromProviderState('${draftId}', 77),
          }),
      )
      .willRespondWith(200, REGISTERED)
      .executeTest(async (server) => {
        const saved = await clientFor(server.url, { token: TOKEN }).projects.save({
          body: { ...form, draft_id: 77 },
        });
        expect(responseData(saved).id).toBe(PROJECT_ID);
      }));

  it('POST /user/postproject tells a partner of another tier that only DPPs register', () =>
    pact
      .interaction(
        SERVICE_PARTNER,
        'a project registration by a service partner',
        'POST',
        '/prod-api/user/postproject',
        (request) => request.jsonBody(formWithProviderIds),
      )
      .willRespondWith(
        200,
        envelope(
          0,
          'Only Direct Project Partners (DPP) can register projects. To register projects, please apply for DPP membership in DCNet.',
        ),
      )
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url, { token: SERVICE_TOKEN }).projects.save({ body: form }),
        );
        expect(error.message).toContain('Direct Project Partners');
      }));

  it('POST /user/detailproject answers the project with its quotation and prices', () =>
    pact
      .interaction(
        HAS_PROJECT,
        'a request for a project detail',
        'POST',
        '/prod-api/user/detailproject',
        (request) => request.jsonBody({ id: projectId }),
      )
      .willRespondWith(
        200,
        success({
          ...summary,
          description: string(''),
          industry: string(''),
          country: string(''),
          is_tender: 0,
          protect_start_time: null,
          protect_end_time: null,
          reject_reason: null,
          decide_time: null,
          rival_brand: string(''),
          advancement: string(''),
          estimated_po_date: regex(DATE, '2027-03-01'),
          predicted_awarding_date: regex(DATE, '2027-02-01'),
          predicted_leadtime: string('6 weeks'),
          notes: string(''),
          quotations: eachLike({
            id: integer(910_002),
            code: regex(/^QT\d+$/, 'QT20261123910002'),
            project_name: string('Outpatient building network'),
            currency: string('USD'),
            amount: number(3640.5),
          }),
          prices: eachLike({ item_id: integer(5), application_price: number(950.25) }),
        }),
      )
      .executeTest(async (server) => {
        const detail = responseData(
          await clientFor(server.url, { token: TOKEN }).projects.detail({
            body: { id: PROJECT_ID },
          }),
        );
        expect(detail.protect_end_time).toBeNull();
        expect(detail.decide_time).toBeNull();
        expect(detail.prices[0]?.application_price).toBe(950.25);
        expect(detail.quotations[0]?.code).toMatch(/^QT/);
      }));

  it('POST /user/deleteproject deletes a project that is applying', () =>
    pact
      .interaction(
        HAS_PROJECT,
        'a project deleted',
        'POST',
        '/prod-api/user/deleteproject',
        (request) => request.jsonBody({ id: projectId }),
      )
      .willRespondWith(200, success(null, 'The project has been deleted.'))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).projects.delete({
          body: { id: PROJECT_ID },
        });
        expect(answer.body.code).toBe(1);
      }));

  it('GET /user/getuserprojects answers the projects to pick from', () =>
    pact
      .interaction(
        HAS_PROJECT,
        'a request for the projects to pick',
        'GET',
        '/prod-api/user/getuserprojects',
      )
      .willRespondWith(
        200,
        success(
          eachLike({
            id: integer(PROJECT_ID),
            project_name: string('Outpatient building network'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const options = responseData(
          await clientFor(server.url, { token: TOKEN }).projects.options(),
        );
        expect(options[0]?.id).toBe(PROJECT_ID);
      }));
});
