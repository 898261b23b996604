import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { responseData } from '../../src/lib/api/client';
import { clientFor, createPact, loggedIn, success } from './pact-setup';

const { eachLike, integer, string, boolean, regex, like, fromProviderState } = MatchersV3;
const pact = createPact();

const TOKEN = 'PactTokenForTheDraftsBoxOfAPartner000000006';
const WITH_DRAFT = loggedIn('a partner has a project draft', {
  username: 'pact.drafts@example.com',
  password: 'PactPassword2026',
  token: TOKEN,
});
const client = (url: string) => clientFor(url, { token: TOKEN });

const moment = (example: string) => regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.source, example);

/** A draft as the drafts box lists it. */
const summary = {
  id: fromProviderState('${draftId}', 7),
  type: 'project',
  title: string('Campus network upgrade'),
  create_time: moment('2026-11-23 09:30:00'),
  update_time: moment('2026-11-23 09:30:00'),
  validity_time: moment('2026-12-23 09:30:00'),
  expired: boolean(false),
};

const projectForm = { project_name: 'Branch office routers', is_tender: 0 };

describe('drafts box', () => {
  it('POST /v2/user/saveDraftBoxData saves a form and answers how long it is kept', () =>
    pact
      .interaction(
        WITH_DRAFT,
        'a project form saved to the drafts box',
        'POST',
        '/prod-api/v2/user/saveDraftBoxData',
        (request) =>
          request.jsonBody({
            type: 'project',
            title: 'Branch office routers',
            content: projectForm,
          }),
      )
      .willRespondWith(
        200,
        success(
          { id: integer(8), validity_time: moment('2026-12-23 09:30:00') },
          'Saved to the drafts box.',
        ),
      )
      .executeTest(async (server) => {
        const saved = responseData(
          await client(server.url).drafts.save({
            body: { type: 'project', title: 'Branch office routers', content: projectForm },
          }),
        );
        expect(saved).toEqual({ id: 8, validity_time: '2026-12-23 09:30:00' });
      }));

  it('GET /v2/user/getMyDraftBoxLists answers one page of drafts', () =>
    pact
      .interaction(
        WITH_DRAFT,
        'a request for the drafts box',
        'GET',
        '/prod-api/v2/user/getMyDraftBoxLists',
        (request) => request.query({ page: '1', limit: '10' }),
      )
      .willRespondWith(
        200,
        success({ list: eachLike(summary), total: integer(1), page: 1, limit: 10 }),
      )
      .executeTest(async (server) => {
        const page = responseData(
          await client(server.url).drafts.list({ query: { page: 1, limit: 10 } }),
        );
        expect(page.list[0]).toMatchObject({ type: 'project', expired: false });
      }));

  it('GET /v2/user/getDraftBoxDetail answers a draft with its content', () =>
    pact
      .interaction(
        WITH_DRAFT,
        'a request for one draft',
        'GET',
        '/prod-api/v2/user/getDraftBoxDetail',
        (request) => request.query({ id: fromProviderState('${draftId}', '7') }),
      )
      .willRespondWith(
        200,
        success({ ...summary, content: like({ project_name: 'Campus network upgrade' }) }),
      )
      .executeTest(async (server) => {
        const draft = responseData(await client(server.url).drafts.detail({ query: { id: 7 } }));
        expect(draft.content).toMatchObject({ project_name: 'Campus network upgrade' });
      }));
});
