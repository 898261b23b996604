import { describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectOption, ProjectSummary } from '../../contract/projects';
import { useTestApp, type Page } from '../testing';
import { directProjectPartner, projectForm, projectParts, registerProject } from './testing';

const h = useTestApp();

describe("another partner's projects", () => {
  it('are never listed, read, changed or deleted, and answer as missing ones', async () => {
    const alice = await directProjectPartner(h, 'Alice');
    const bob = await directProjectPartner(h, 'Bob');
    const aliceProject = await registerProject(h, alice.token, { project_name: 'Alice campus' });
    const bobProject = await registerProject(h, bob.token, { project_name: 'Bob campus' });
    const bobParts = await projectParts(h, bob.token);
    const missing = 2_000_000_000;
    const read = () =>
      h.post<ProjectDetail>('/user/detailproject', { id: aliceProject.id }, { token: alice.token });
    const before = await read();

    const list = await h.get<Page<ProjectSummary>>('/user/project', { token: bob.token });
    expect(list.body.data?.list.map((p) => p.id)).toEqual([bobProject.id]);
    const byName = await h.get<Page<ProjectSummary>>('/user/project?keyword=Alice', {
      token: bob.token,
    });
    expect(byName.body.data?.total).toBe(0);
    const options = await h.get<ProjectOption[]>('/user/getuserprojects', { token: bob.token });
    expect(options.body.data?.map((p) => p.id)).toEqual([bobProject.id]);

    for (const id of [aliceProject.id, missing]) {
      const calls = [
        h.post('/user/detailproject', { id }, { token: bob.token }),
        h.post('/user/postproject', projectForm(bobParts, { id }), { token: bob.token }),
        h.post('/user/deleteproject', { id }, { token: bob.token }),
      ];
      for (const answer of await Promise.all(calls)) {
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ code: 0, msg: 'Information not found' });
      }
    }
    // Alice's end user and quotation cannot be used by Bob either.
    const borrowed = await h.post(
      '/user/postproject',
      projectForm({ ...aliceProject, endUserId: bobParts.endUserId }),
      { token: bob.token },
    );
    expect(borrowed.body).toEqual({ code: 0, msg: 'Please select quotation' });

    expect(await read()).toEqual(before);
    const bobDetail = await h.post<ProjectDetail>(
      '/user/detailproject',
      { id: bobProject.id },
      { token: bob.token },
    );
    expect(bobDetail.body.data?.project_name).toBe('Bob campus');
  });
});
