import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { DATE, DATE_TIME, STAFF, deskPartner, pageOf, staffClient } from './backoffice-staff';
import { createPact, state, success } from './pact-setup';
import { quotationLine } from './examples';

const { eachLike, integer, number, string, regex, fromProviderState } = MatchersV3;
const pact = createPact();

/** The direct project partner whose registration waits; its own session is never used. */
const HAS_PROJECT = [
  STAFF,
  state('a direct project partner has a project', {
    username: 'pact.desk.projects@example.com',
    password: 'PactPassword2026',
  }),
];
const MAY_MIGRATE = [STAFF, state('a direct project partner may be migrated to APP')];
const APP_AND_DISTRIBUTOR = [STAFF, state('an APP and a direct distribution partner to buy from')];

/** The ids the consumer uses; the provider answers its own through `fromProviderState`. */
const PROJECT_ID = 920_001;
const projectId = fromProviderState('${projectId}', PROJECT_ID);
const PARTNER_ID = 930_001;
const DISTRIBUTOR_ID = 930_002;
const partnerId = fromProviderState('${partnerId}', PARTNER_ID);

const partner = deskPartner('pact.desk.projects@example.com');

const project = {
  id: integer(PROJECT_ID),
  project_name: string('Outpatient building network'),
  end_company_name: string('Hospital Universitario La Fe'),
  status: integer(1),
  status_text: string('Applying'),
  is_protect: integer(1),
  apply_time: DATE_TIME,
};

/** A project partner as the partners desk lists it. */
const projectPartner = (tier: string, company: string) => ({
  id: integer(PARTNER_ID),
  username: string('pact.migrate@example.com'),
  realname: string('Nguyễn Thị Lan'),
  company: string(company),
  country: string('VN'),
  partner_type: tier,
  dcnet_id: string('DCN-DPP-3001'),
});

describe('the project desk of the back office', () => {
  it('GET /backoffice/projects lists the registrations that are applying', () =>
    pact
      .interaction(
        HAS_PROJECT,
        'a request for the project registrations waiting on head office',
        'GET',
        '/prod-api/backoffice/projects',
        (request) => request.query({ page: '1', limit: '20', status: '1' }),
      )
      .willRespondWith(200, success(pageOf({ ...project, partner })))
      .executeTest(async (server) => {
        const page = responseData(
          await staffClient(server.url).backoffice.projects({
            query: { page: 1, limit: 20, status: 1 },
          }),
        );
        expect(page.list[0]).toMatchObject({
          status: 1,
          project_name: 'Outpatient building network',
        });
        expect(page.list[0]?.partner.company).toBe('Demo Direct Projects (DPP) S.L.');
      }));

  it('GET /backoffice/projects finds the registrations of a partner by its e-mail address', () =>
    pact
      .interaction(
        HAS_PROJECT,
        'a search of the applying project registrations by the partner’s e-mail address',
        'GET',
        '/prod-api/backoffice/projects',
        (request) =>
          request.query({ page: '1', limit: '20', status: '1', keyword: 'pact.desk.projects' }),
      )
      .willRespondWith(200, success(pageOf({ ...project, partner })))
      .executeTest(async (server) => {
        const page = responseData(
          await staffClient(server.url).backoffice.projects({
            query: { page: 1, limit: 20, status: 1, keyword: 'pact.desk.projects' },
          }),
        );
        expect(page.list[0]?.partner.username).toBe('pact.desk.projects@example.com');
      }));

  it('GET /backoffice/projects/detail answers the project, its partner and its history', () =>
    pact
      .interaction(
        HAS_PROJECT,
        'a request for a project registration at the project desk',
        'GET',
        '/prod-api/backoffice/projects/detail',
        (request) => request.query({ id: fromProviderState('${projectId}', String(PROJECT_ID)) }),
      )
      .willRespondWith(
        200,
        success({
          ...project,
          industry: string(''),
          description: string(''),
          estimated_po_date: DATE,
          predicted_awarding_date: DATE,
          predicted_leadtime: string('6 weeks'),
          quotations: eachLike({ code: regex(/^QT\d+$/, 'QT20261123910002') }),
          lines: eachLike({ ...quotationLine, application_price: number(950.25) }),
          partner: {
            ...partner,
            partner_type: 'DC-DPP',
            dcnet_id: string('DCN-DPP-1004'),
            master_distributor: null,
          },
          history: eachLike({
            time: DATE_TIME,
            actor: string('partner'),
            actor_name: string('Lucía García'),
            text: string('Registered the project'),
          }),
          // Nothing has been decided yet, so head office's trail is empty.
          audit: [],
        }),
      )
      .executeTest(async (server) => {
        const shown = responseData(
          await staffClient(server.url).backoffice.project({ query: { id: PROJECT_ID } }),
        );
        expect(shown.partner.partner_type).toBe('DC-DPP');
        expect(shown.lines[0]?.application_price).toBe(950.25);
        expect(shown.history[0]?.actor).toBe('partner');
        expect(shown.audit).toEqual([]);
      }));

  it('POST /backoffice/projects/approve approves with the protection period', () => {
    const body = { id: PROJECT_ID, start_date: '2026-12-01', end_date: '2027-11-30' };
    return pact
      .interaction(
        HAS_PROJECT,
        'an approval of a project registration with protection dates',
        'POST',
        '/prod-api/backoffice/projects/approve',
        (request) => request.jsonBody({ ...body, id: projectId }),
      )
      .willRespondWith(200, success(null, 'The project has been approved.'))
      .executeTest(async (server) => {
        const answer = await staffClient(server.url).backoffice.approveProject({ body });
        expect(answer.body.code).toBe(1);
      });
  });

  it('POST /backoffice/projects/reject rejects with a reason', () => {
    const body = {
      id: PROJECT_ID,
      reason: 'The end user is already protected for another partner.',
    };
    return pact
      .interaction(
        HAS_PROJECT,
        'a rejection of a project registration',
        'POST',
        '/prod-api/backoffice/projects/reject',
        (request) => request.jsonBody({ ...body, id: projectId }),
      )
      .willRespondWith(200, success(null, 'The project has been rejected.'))
      .executeTest(async (server) => {
        const answer = await staffClient(server.url).backoffice.rejectProject({ body });
        expect(answer.body.code).toBe(1);
      });
  });

  it('GET /backoffice/partners lists direct project partners matching a text', () =>
    pact
      .interaction(
        MAY_MIGRATE,
        'a request for the direct project partners named Saigon',
        'GET',
        '/prod-api/backoffice/partners',
        (request) => request.query({ page: '1', limit: '20', tier: 'DC-DPP', keyword: 'Saigon' }),
      )
      .willRespondWith(
        200,
        success(
          pageOf({
            ...projectPartner('DC-DPP', 'Saigon Project Networks JSC'),
            master_distributor: null,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await staffClient(server.url).backoffice.partners({
            query: { page: 1, limit: 20, tier: 'DC-DPP', keyword: 'Saigon' },
          }),
        );
        expect(page.list[0]).toMatchObject({ partner_type: 'DC-DPP', master_distributor: null });
      }));

  it('POST /backoffice/partners/migrate makes a DPP an APP', () =>
    pact
      .interaction(
        MAY_MIGRATE,
        'a migration of a direct project partner to APP',
        'POST',
        '/prod-api/backoffice/partners/migrate',
        (request) => request.jsonBody({ id: partnerId }),
      )
      .willRespondWith(
        200,
        success(
          {
            ...projectPartner('DC-APP', 'Saigon Project Networks JSC'),
            master_distributor: null,
          },
          'The partner is now an authorized project partner (APP).',
        ),
      )
      .executeTest(async (server) => {
        const migrated = responseData(
          await staffClient(server.url).backoffice.migratePartner({ body: { id: PARTNER_ID } }),
        );
        expect(migrated.partner_type).toBe('DC-APP');
      }));

  it("POST /backoffice/partners/distributor chooses an APP's master distributor", () => {
    const body = { id: PARTNER_ID, distributor_id: DISTRIBUTOR_ID };
    return pact
      .interaction(
        APP_AND_DISTRIBUTOR,
        'a choice of the master distributor of an APP',
        'POST',
        '/prod-api/backoffice/partners/distributor',
        (request) =>
          request.jsonBody({
            id: partnerId,
            distributor_id: fromProviderState('${distributorId}', DISTRIBUTOR_ID),
          }),
      )
      .willRespondWith(
        200,
        success(
          {
            ...projectPartner('DC-APP', 'Mekong Systems Co., Ltd.'),
            master_distributor: {
              id: integer(DISTRIBUTOR_ID),
              company: string('Hanoi Distribution Partners JSC'),
            },
          },
          'The master distributor has been chosen.',
        ),
      )
      .executeTest(async (server) => {
        const chosen = responseData(
          await staffClient(server.url).backoffice.chooseDistributor({ body }),
        );
        expect(chosen.master_distributor?.company).toBe('Hanoi Distribution Partners JSC');
      });
  });
});
