import { describe, expect, it } from 'vitest';
import type { ProjectDetail, ProjectSummary } from '../../../contract/projects';
import type { UserStats } from '../../../contract/account';
import { projects } from '../schema/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { DEMO_PROJECT_COUNT, seedDemoProjects } from './projects';
import { useTestApp } from '../../testing';
import { suiteClock } from '../../testing-clock';

const h = useTestApp();

/** Logs a demo partner in, as a person would, and answers the token. */
async function tokenOf(username: string) {
  const login = await h.app.inject({
    method: 'POST',
    url: '/prod-api/v2/user/login',
    payload: { username, password: DEMO_PASSWORD, logIp: 0 },
  });
  return login.json<{ data: { token: string } }>().data.token;
}

const call = async <T>(token: string, url: string, body?: object) =>
  (
    await h.app.inject({
      method: body ? 'POST' : 'GET',
      url: `/prod-api${url}`,
      headers: { token },
      ...(body ? { payload: body } : {}),
    })
  ).json<{ code: number; data: T }>().data;

describe('the demo projects', () => {
  it('give the demo direct project partner one project in every state, as it sees them', async () => {
    const token = await tokenOf('demo.dpp@example.com');
    const page = await call<{ list: ProjectSummary[] }>(token, '/user/project');
    expect(page.list.map((p) => p.status_text).sort()).toEqual([
      'Applying',
      'Approved',
      'Protection expired',
      'Rejected',
    ]);
    const details = await Promise.all(
      page.list.map((p) => call<ProjectDetail>(token, '/user/detailproject', { id: p.id })),
    );
    const today = suiteClock().toISOString().slice(0, 10);
    for (const project of details) {
      expect(project.quotations).toHaveLength(1);
      expect(project.prices.length).toBeGreaterThan(0);
      expect(project.prices.every((p) => p.application_price > 0)).toBe(true);
      if (project.status === 2) {
        expect(project.protect_start_time! <= today && today <= project.protect_end_time!).toBe(
          true,
        );
      }
      if (project.status === 4) expect(project.protect_end_time! < today).toBe(true);
      if (project.status === 3) expect(project.reject_reason).toMatch(/\w/);
    }
    const home = await call<{ stats: UserStats }>(token, '/user/home');
    expect(home.stats.projects).toBe(DEMO_PROJECT_COUNT);
  });

  it('are the direct project partner’s only: the other demo partners have none', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.tier !== 'DC-DPP')) {
      const home = await call<{ stats: UserStats }>(await tokenOf(account.username), '/user/home');
      expect(home.stats.projects, account.username).toBe(0);
    }
  });

  it('leave a projects table that already holds rows alone', async () => {
    const before = await h.database.db.select().from(projects);
    await seedDemoProjects(h.database.db, suiteClock());
    expect(await h.database.db.select().from(projects)).toEqual(before);
  });
});
