import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { DATE, DATE_TIME, STAFF, pageOf, staffClient as client } from './backoffice-staff';
import { clientFor, createPact, envelope, loggedIn, refusalOf, state, success } from './pact-setup';

const { eachLike, integer, string, regex, like, fromProviderState } = MatchersV3;
const pact = createPact();

const APPLICATION = state('a partner has a DCNet application waiting on head office');
const EXAM = state('a partner has an exam registration waiting for its result');
const MESSAGE = state('a partner left a chat message for head office');

const PARTNER_TOKEN = 'PactTokenForAPartnerInTheBackOffice00000100';
const PARTNER = loggedIn('a partner is logged in', {
  username: 'pact.notstaff@example.com',
  password: 'PactPassword2026',
  token: PARTNER_TOKEN,
});

const applicantSummary = {
  id: integer(12),
  username: string('pact.applicant@example.com'),
  realname: string('Kim Min-jun'),
  company: string('Demo Projects (APP) Inc.'),
  country: string('KR'),
};

const settingsAnswer = {
  site_name: like({ en: 'DCN Partner Portal' }),
  copyright: like({ en: '© 2026 DCN Networks Co., Ltd. All rights reserved.' }),
  filing_number: like({ en: 'ICP 2027-1' }),
  filing_url: like({ en: 'https://beian.miit.gov.cn/' }),
  chat_url: like({ en: '/chat/' }),
};

describe('the back office', () => {
  it('GET /backoffice/queue counts what waits on head office', () =>
    pact
      .interaction(
        [STAFF, APPLICATION],
        'a request for the work queue',
        'GET',
        '/prod-api/backoffice/queue',
      )
      .willRespondWith(
        200,
        success({
          memberships: integer(1),
          payments: integer(0),
          shipments: integer(0),
          delivery_receipts: integer(0),
          projects: integer(0),
          quotations: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const queue = responseData(await client(server.url).backoffice.queue());
        expect(queue.memberships).toBe(1);
        expect(queue).toMatchObject({ payments: 0, shipments: 0, delivery_receipts: 0 });
        expect(queue.quotations).toBe(0);
      }));

  it('refuses a back-office call to a partner without the permission', () =>
    pact
      .interaction(
        PARTNER,
        'a partner asking for the work queue',
        'GET',
        '/prod-api/backoffice/queue',
      )
      .willRespondWith(
        200,
        envelope(0, 'You do not have permission to do this. Please ask head office for access.'),
      )
      .executeTest(async (server) => {
        const error = await refusalOf(
          clientFor(server.url, { token: PARTNER_TOKEN }).backoffice.queue(),
        );
        expect(error.kind).toBe('refused');
      }));

  it('GET /backoffice/dcnet lists the applications waiting for a decision', () =>
    pact
      .interaction(
        [STAFF, APPLICATION],
        'a request for the DCNet applications waiting on head office',
        'GET',
        '/prod-api/backoffice/dcnet',
        (r) => r.query({ page: '1', limit: '20', status: '0' }),
      )
      .willRespondWith(
        200,
        success(
          pageOf({
            id: integer(7),
            type: string('DC-APP'),
            end_user_type: string('Government and education'),
            product_line: string('Campus switching'),
            rival_brands: string('Huawei'),
            master_distributor: string(''),
            purchases: eachLike({ year: integer(2020), amount: like(100000) }, 3),
            level: null,
            status: integer(0),
            status_text: string('Pending review'),
            revocable: like(true),
            create_time: DATE_TIME,
            applicant: { ...applicantSummary, partner_type: string('DC-APP') },
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await client(server.url).backoffice.memberships({
            query: { page: 1, limit: 20, status: 0 },
          }),
        );
        expect(page.list[0]?.applicant.company).toBe('Demo Projects (APP) Inc.');
        expect(page.list[0]?.applicant.partner_type).toBe('DC-APP');
        expect(page.list[0]?.status).toBe(0);
      }));

  it('POST /backoffice/dcnet/approve approves with a level and dates', () => {
    const form = {
      id: 7,
      level: 'gold' as const,
      start_date: '2026-12-01',
      end_date: '2027-11-30',
    };
    return pact
      .interaction(
        [STAFF, APPLICATION],
        'an approval of a DCNet application',
        'POST',
        '/prod-api/backoffice/dcnet/approve',
        (r) => r.jsonBody({ ...form, id: fromProviderState('${applicationId}', 7) }),
      )
      .willRespondWith(200, success(null, 'The application has been approved.'))
      .executeTest(async (server) => {
        const answer = await client(server.url).backoffice.approveMembership({ body: form });
        expect(answer.body.code).toBe(1);
      });
  });

  it('POST /backoffice/dcnet/reject rejects with a reason', () => {
    const form = { id: 7, reason: 'Purchase volumes are below the tier minimum.' };
    return pact
      .interaction(
        [STAFF, APPLICATION],
        'a rejection of a DCNet application',
        'POST',
        '/prod-api/backoffice/dcnet/reject',
        (r) => r.jsonBody({ ...form, id: fromProviderState('${applicationId}', 7) }),
      )
      .willRespondWith(200, success(null, 'The application has been rejected.'))
      .executeTest(async (server) => {
        const answer = await client(server.url).backoffice.rejectMembership({ body: form });
        expect(answer.body.code).toBe(1);
      });
  });

  it('POST /backoffice/training/codes issues a batch of registration codes', () =>
    pact
      .interaction(
        [STAFF, state('there is a training subject')],
        'an issue of two training registration codes',
        'POST',
        '/prod-api/backoffice/training/codes',
        (r) => r.jsonBody({ subject: fromProviderState('${subject}', 1), count: 2 }),
      )
      .willRespondWith(
        200,
        success(
          { subject: integer(1), codes: eachLike(regex(/^[A-Z0-9-]+$/, 'TRN-ABCDE-FGHJK'), 2) },
          'Registration codes issued: 2.',
        ),
      )
      .executeTest(async (server) => {
        const issued = responseData(
          await client(server.url).backoffice.issueCodes({ body: { subject: 1, count: 2 } }),
        );
        expect(issued.codes).toHaveLength(2);
      }));

  it('GET /backoffice/exams lists exam registrations waiting for a result', () =>
    pact
      .interaction(
        [STAFF, EXAM],
        'a request for the exams waiting for a result',
        'GET',
        '/prod-api/backoffice/exams',
        (r) => r.query({ page: '1', limit: '20' }),
      )
      .willRespondWith(
        200,
        success(
          pageOf({
            id: integer(5),
            name: string('Kim Min-jun'),
            country: string('KR'),
            mailbox: string('minjun.kim@example.kr'),
            exam_subject: integer(101),
            exam_subject_name: string('DCN-101: DCNA Routing and Switching'),
            exam_permit_number: string('KR-2026-0042'),
            registration_date: DATE,
            partner: applicantSummary,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await client(server.url).backoffice.pendingExams({ query: { page: 1, limit: 20 } }),
        );
        expect(page.list[0]?.exam_permit_number).toBe('KR-2026-0042');
      }));

  it('POST /backoffice/exams/result records a pass, which issues a certificate', () => {
    const form = {
      registration_id: 5,
      score: 86,
      exam_time: '2026-11-20 09:30:00',
      region: 'Asia',
    };
    return pact
      .interaction(
        [STAFF, EXAM],
        'a passed exam result',
        'POST',
        '/prod-api/backoffice/exams/result',
        (r) => r.jsonBody({ ...form, registration_id: fromProviderState('${registrationId}', 5) }),
      )
      .willRespondWith(
        200,
        success(
          {
            result_id: integer(9),
            // The certificate's number is the backend's to write.
            certificate: string('DCNA-2026-000009'),
          },
          'The result has been recorded and certificate DCNA-2026-000009 has been issued.',
        ),
      )
      .executeTest(async (server) => {
        const recorded = responseData(
          await client(server.url).backoffice.recordExamResult({ body: form }),
        );
        expect(recorded.certificate).toBe('DCNA-2026-000009');
      });
  });

  it("GET /backoffice/messages lists the partners' chat messages", () =>
    pact
      .interaction(
        [STAFF, MESSAGE],
        'a request for the messages partners left',
        'GET',
        '/prod-api/backoffice/messages',
        (r) => r.query({ page: '1', limit: '20' }),
      )
      .willRespondWith(
        200,
        success(
          pageOf({
            id: integer(3),
            lang: string('en'),
            body: string('Could you send the price list for the S5800 series?'),
            create_time: DATE_TIME,
            partner: applicantSummary,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await client(server.url).backoffice.messages({ query: { page: 1, limit: 20 } }),
        );
        expect(page.list[0]?.partner.realname).toBe('Kim Min-jun');
      }));

  it('GET /backoffice/settings answers the layout settings in every language', () =>
    pact
      .interaction(STAFF, 'a request for the site settings', 'GET', '/prod-api/backoffice/settings')
      .willRespondWith(200, success(settingsAnswer))
      .executeTest(async (server) => {
        const settings = responseData(await client(server.url).backoffice.settings());
        expect(settings.chat_url.en).toBe('/chat/');
      }));

  it('POST /backoffice/settings/save changes the settings given', () =>
    pact
      .interaction(
        STAFF,
        'a change of the filing number',
        'POST',
        '/prod-api/backoffice/settings/save',
        (r) => r.jsonBody({ filing_number: { en: 'ICP 2027-1' } }),
      )
      .willRespondWith(
        200,
        success(
          { ...settingsAnswer, filing_number: { en: 'ICP 2027-1' } },
          'The settings have been saved.',
        ),
      )
      .executeTest(async (server) => {
        const saved = responseData(
          await client(server.url).backoffice.saveSettings({
            body: { filing_number: { en: 'ICP 2027-1' } },
          }),
        );
        expect(saved.filing_number).toEqual({ en: 'ICP 2027-1' });
      }));
});
