import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projects } from '../db/schema/index';
import { useTestApp } from '../testing';
import { directProjectPartner, registerProject } from './testing';
import { MAX_REJECT_REASON, approveProject, rejectProject } from './decisions';

const h = useTestApp();
const when = new Date('2026-11-22T08:30:00Z');

async function applying() {
  const { token } = await directProjectPartner(h);
  return (await registerProject(h, token)).id;
}

const stored = async (id: number) =>
  (await h.database.db.select().from(projects).where(eq(projects.id, id)))[0];

describe("head office's decisions on projects", () => {
  it('approve an applying project with its protection period and who decided', async () => {
    const id = await applying();
    const grant = { start: '2026-12-01', end: '2027-11-30', by: ' Wang Fang ' };
    expect(await approveProject(h.database.db, id, grant, when)).toBe('decided');
    expect(await stored(id)).toMatchObject({
      status: 2,
      protectStart: '2026-12-01',
      protectEnd: '2027-11-30',
      rejectReason: null,
      decidedBy: 'Wang Fang',
      decidedAt: when,
    });
  });

  it('reject an applying project with its reason', async () => {
    const id = await applying();
    const answer = await rejectProject(h.database.db, id, ' Duplicate. ', 'Wang Fang', when);
    expect(answer).toBe('decided');
    expect(await stored(id)).toMatchObject({
      status: 3,
      rejectReason: 'Duplicate.',
      protectStart: null,
      protectEnd: null,
      decidedAt: when,
    });
  });

  it('decide once: a decided project stays as it was decided', async () => {
    const db = h.database.db;
    const approved = await applying();
    const rejected = await applying();
    await approveProject(
      db,
      approved,
      { start: '2026-12-01', end: '2027-11-30', by: 'A' },
      h.clock.now(),
    );
    await rejectProject(db, rejected, 'No.', 'B', h.clock.now());
    const before = [await stored(approved), await stored(rejected)];
    for (const id of [approved, rejected]) {
      expect(await rejectProject(db, id, 'Changed our mind.', 'C', h.clock.now())).toBe(
        'notApplying',
      );
      expect(
        await approveProject(
          db,
          id,
          { start: '2027-01-01', end: '2027-12-31', by: 'C' },
          h.clock.now(),
        ),
      ).toBe('notApplying');
    }
    expect([await stored(approved), await stored(rejected)]).toEqual(before);
  });

  it('refuse an incomplete decision or a missing project, changing nothing', async () => {
    const db = h.database.db;
    const id = await applying();
    const before = await stored(id);
    const periods = [
      { start: '2027-01-02', end: '2027-01-01', by: 'A' },
      { start: '2027-02-30', end: '2027-03-01', by: 'A' },
      { start: '0000-01-01', end: '2027-03-01', by: 'A' },
      { start: '2027-01-01', end: '2027-12-31', by: '  ' },
    ];
    for (const period of periods)
      expect(await approveProject(db, id, period, h.clock.now())).toBe('invalid');
    expect(await rejectProject(db, id, '   ', 'A', h.clock.now())).toBe('invalid');
    expect(await rejectProject(db, id, 'x'.repeat(MAX_REJECT_REASON + 1), 'A', h.clock.now())).toBe(
      'invalid',
    );
    expect(await rejectProject(db, id, 'Fine reason', '', h.clock.now())).toBe('invalid');
    expect(await stored(id)).toEqual(before);
    const grant = { start: '2027-01-01', end: '2027-01-01', by: 'A' };
    expect(await approveProject(db, 2_000_000_000, grant, h.clock.now())).toBe('notFound');
    expect(await approveProject(db, 2_147_483_648, grant, h.clock.now())).toBe('notFound');
    expect(await rejectProject(db, -1, 'No.', 'A', h.clock.now())).toBe('notFound');
  });
});
