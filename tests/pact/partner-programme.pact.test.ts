import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact, loggedIn, success } from './pact-setup';

const { eachLike, integer, number, string, boolean, regex, fromProviderState, atLeastOneLike } =
  MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForThePartnerProgramme000000000085';
const account = {
  username: 'pact.programme@example.com',
  password: 'PactPassword2026',
  token: TOKEN,
};
const MEMBERSHIPS = loggedIn(
  'a partner has a pending DCNet application and an approved membership',
  account,
);
const PENDING = loggedIn('a partner has a pending DCNet application', account);
const CODES = loggedIn('head office issued a training and an exam registration code', account);
const REGISTRATIONS = loggedIn(
  'a partner has a training, an exam and a passed exam result',
  account,
);

const DATE = regex(/^\d{4}-\d{2}-\d{2}$/, '2026-11-02');
const DATE_TIME = regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '2026-11-02 10:30:00');
const TIER = regex(/^DC-(DTE|DEE|ADP|DDP|APP|DPP|ASP|DSP)$/, 'DC-APP');

/** One page of a list, as the paged calls answer it. */
function pageOf(item: unknown, page = 1, limit = 20) {
  return { list: eachLike(item), total: integer(1), page: integer(page), limit: integer(limit) };
}

const membershipForm = {
  type: 'DC-ASP' as const,
  end_user_type: 'Government and education',
  product_line: 'Campus switching, wireless',
  rival_brands: 'Huawei, H3C',
  master_distributor: 'Demo Distribution (ADP) Co., Ltd.',
  purchases: [
    { year: 2020, amount: 120000 },
    { year: 2021, amount: 185000.5 },
    { year: 2022, amount: 240000.25 },
  ],
  partners: [
    {
      company: 'Madrid Network Integration S.L.',
      project_details: 'Hospital campus refresh',
      industry: 'Healthcare',
      business_type: 'System integrator',
      contact: 'Pablo Ruiz',
      email: 'pablo.ruiz@example.es',
      phone: '+34 91 555 0142',
      website: 'https://mni.example.es/',
    },
  ],
};

const person = { name: 'Lucía García', country: 'ES', mailbox: 'lucia.garcia@example.es' };

describe('DCNet memberships', () => {
  it('GET /user/dcnet lists the applications with their state', () =>
    pact
      .interaction(
        PENDING,
        'a request for the DCNet applications',
        'GET',
        '/prod-api/user/dcnet',
        (r) => r.query({ page: '1', limit: '20' }),
      )
      .willRespondWith(
        200,
        success(
          pageOf({
            id: integer(7),
            type: TIER,
            end_user_type: string('Government and education'),
            product_line: string('Campus switching'),
            rival_brands: string('Huawei'),
            master_distributor: string(''),
            purchases: eachLike({ year: integer(2020), amount: number(100000) }, 3),
            partners: [],
            level: null,
            status: integer(0),
            status_text: string('Pending review'),
            revocable: boolean(true),
            create_time: DATE_TIME,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url, { token: TOKEN }).dcnet.list({
            query: { page: 1, limit: 20 },
          }),
        );
        expect(page.list[0]).toMatchObject({ revocable: true, level: null });
        expect(page.list[0]?.purchases).toHaveLength(3);
      }));

  it('POST /user/postdcnet files an application for a tier', () =>
    pact
      .interaction(
        MEMBERSHIPS,
        'an application for a DCNet tier',
        'POST',
        '/prod-api/user/postdcnet',
        (r) => r.jsonBody(membershipForm),
      )
      .willRespondWith(200, success({ id: integer(8) }, 'Your application has been submitted.'))
      .executeTest(async (server) => {
        const saved = await clientFor(server.url, { token: TOKEN }).dcnet.apply({
          body: membershipForm,
        });
        expect(responseData(saved).id).toBe(8);
      }));

  it('GET /user/dcnetinfo answers the DCNet ID, tier, level and open tiers', () =>
    pact
      .interaction(
        MEMBERSHIPS,
        'a request for the DCNet standing',
        'GET',
        '/prod-api/user/dcnetinfo',
      )
      .willRespondWith(
        200,
        success({
          dcnet_id: string('DCN-DPP-1004'),
          partner_type: TIER,
          level: regex(/^(pre|silver|gold|diamond)$/, 'gold'),
          start_date: DATE,
          end_date: DATE,
          available_types: atLeastOneLike(TIER, 1),
        }),
      )
      .executeTest(async (server) => {
        const info = responseData(await clientFor(server.url, { token: TOKEN }).dcnet.info());
        expect(info.level).toBe('gold');
        expect(info.available_types.length).toBeGreaterThan(0);
      }));

  it('POST /user/revoke withdraws a pending application', () =>
    pact
      .interaction(
        PENDING,
        'a withdrawal of a pending application',
        'POST',
        '/prod-api/user/revoke',
        (r) => r.jsonBody({ id: fromProviderState('${applicationId}', 7) }),
      )
      .willRespondWith(200, success(null, 'Your application has been withdrawn.'))
      .executeTest(async (server) => {
        const answer = await clientFor(server.url, { token: TOKEN }).dcnet.revoke({
          body: { id: 7 },
        });
        expect(answer.body.code).toBe(1);
      }));
});

describe('training and exams', () => {
  it('POST /v2/training/apply registers with a training registration code', () =>
    pact
      .interaction(
        CODES,
        'a training registration with a code',
        'POST',
        '/prod-api/v2/training/apply',
        (r) =>
          r.jsonBody({
            ...person,
            subject: fromProviderState('${trainingSubject}', 1),
            permit_number: 'ES-2026-0107',
            registration_date: fromProviderState('${today}', '2026-11-02'),
            registration_code: fromProviderState('${trainingCode}', 'TRN-ABCDE-FGHJK'),
          }),
      )
      .willRespondWith(200, success({ id: integer(3) }, 'Submitted successfully'))
      .executeTest(async (server) => {
        const saved = await clientFor(server.url, { token: TOKEN }).training.apply({
          body: {
            ...person,
            subject: 1,
            permit_number: 'ES-2026-0107',
            registration_date: '2026-11-02',
            registration_code: 'TRN-ABCDE-FGHJK',
          },
        });
        expect(responseData(saved).id).toBe(3);
      }));

  it('POST /v2/training/exam/apply registers with an exam registration code', () =>
    pact
      .interaction(
        CODES,
        'an exam registration with a code',
        'POST',
        '/prod-api/v2/training/exam/apply',
        (r) =>
          r.jsonBody({
            ...person,
            exam_subject: fromProviderState('${examSubject}', 101),
            exam_permit_number: 'ES-2026-0107',
            registration_date: fromProviderState('${today}', '2026-11-02'),
            exam_registration_code: fromProviderState('${examCode}', 'EXM-ABCDE-FGHJK'),
          }),
      )
      .willRespondWith(200, success({ id: integer(4) }, 'Submitted successfully'))
      .executeTest(async (server) => {
        const saved = await clientFor(server.url, { token: TOKEN }).training.examApply({
          body: {
            ...person,
            exam_subject: 101,
            exam_permit_number: 'ES-2026-0107',
            registration_date: '2026-11-02',
            exam_registration_code: 'EXM-ABCDE-FGHJK',
          },
        });
        expect(responseData(saved).id).toBe(4);
      }));

  it('GET /v2/training/list lists the training registrations', () =>
    pact
      .interaction(
        REGISTRATIONS,
        'a request for the training registrations',
        'GET',
        '/prod-api/v2/training/list',
        (r) => r.query({ page: '1', limit: '20' }),
      )
      .willRespondWith(
        200,
        success(
          pageOf({
            id: integer(3),
            ...person,
            subject: integer(1),
            subject_name: string('DCNA Routing and Switching'),
            permit_number: string('ES-2026-0107'),
            registration_date: DATE,
            registration_code: string('TRN-ABCDE-FGHJK'),
            create_time: DATE_TIME,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url, { token: TOKEN }).training.list({
            query: { page: 1, limit: 20 },
          }),
        );
        expect(page.list[0]?.subject_name).toContain('DCNA');
      }));

  it('GET /v2/training/exam/list lists the exam registrations', () =>
    pact
      .interaction(
        REGISTRATIONS,
        'a request for the exam registrations',
        'GET',
        '/prod-api/v2/training/exam/list',
        (r) => r.query({ page: '1', limit: '20' }),
      )
      .willRespondWith(
        200,
        success(
          pageOf({
            id: integer(4),
            ...person,
            exam_subject: integer(101),
            exam_subject_name: string('DCN-101: DCNA Routing and Switching'),
            exam_permit_number: string('ES-2026-0107'),
            registration_date: DATE,
            exam_registration_code: string('EXM-ABCDE-FGHJK'),
            create_time: DATE_TIME,
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url, { token: TOKEN }).training.examList({
            query: { page: 1, limit: 20 },
          }),
        );
        expect(page.list[0]?.exam_subject).toBe(101);
      }));

  it('POST /v2/training/exam/results lists the grades', () =>
    pact
      .interaction(
        REGISTRATIONS,
        'a request for the exam results',
        'POST',
        '/prod-api/v2/training/exam/results',
        (r) => r.jsonBody({ page: 1, limit: 20, exam_permit_number: 'ES-2026-0107' }),
      )
      .willRespondWith(
        200,
        success(
          pageOf({
            id: integer(1),
            name: string('Lucía García'),
            exam_permit_number: string('ES-2026-0107'),
            score: number(88),
            passed: boolean(true),
            certificate: regex(/^DCN[APE]-\d{4}-\d{6,}$/, 'DCNA-2026-000001'),
            exam_time: DATE_TIME,
            category_name: string('DCN-101: DCNA Routing and Switching'),
            region: string('Europe'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await clientFor(server.url, { token: TOKEN }).training.examResults({
            body: { page: 1, limit: 20, exam_permit_number: 'ES-2026-0107' },
          }),
        );
        expect(page.list[0]?.score).toBe(88);
        expect(page.list[0]?.passed).toBe(true);
      }));
});
