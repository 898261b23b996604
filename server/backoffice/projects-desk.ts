/**
 * The project desk of the back office (docs/backoffice.md): project
 * registrations by state, one project with its partner and audit trail, and head office's
 * decision, written with its audit row and the partner's e-mail in one transaction.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import type {
  ApproveProject,
  BackofficeProject,
  ProjectQueueQuery,
  QueuedProject,
  RejectProject,
} from '../../contract/backoffice-projects';
import type { LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { endUsers, projects, users } from '../db/schema/index';
import { itemOf } from '../quotations/detail';
import { quotationLines } from '../quotations/lines';
import { auditEntries, recordAudit, type Staff } from './audit';
import { partnerSummary } from './dcnet-desk';
import { deskSearch } from './desk-search';
import { formatDay } from '../documents/format';
import { projectPartner } from './partners-desk';
import { isDbId, listPage } from '../listing';
import { noticeToPartner, type PendingNotice } from './partner-notices';
import { approveProject, rejectProject } from '../projects/decisions';
import {
  PROJECT_STATUS,
  dayOf,
  projectDetailWhere,
  shownStatus,
  summaryColumns,
  summaryOf,
} from '../projects/projects';

/**
 * One page of the projects in a state (applying first in line: oldest first), with partners; the
 * keyword matches the project's name, or its partner's company or e-mail address.
 */
export function projectQueue(
  db: Db,
  lang: LangCode,
  query: { page: number; limit: number; status: number } & ProjectQueueQuery,
  now: Date,
) {
  const today = dayOf(now);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(shownStatus(today), query.status),
    keyword ? deskSearch(keyword, [projects.name], projects.userId) : undefined,
  );
  return listPage(
    lang,
    query,
    db.select({ n: count() }).from(projects).where(where),
    async (limit, offset): Promise<QueuedProject[]> => {
      const rows = await db
        .select({ summary: summaryColumns(today), partner: partnerSummary })
        .from(projects)
        .innerJoin(endUsers, eq(endUsers.id, projects.endUserId))
        .innerJoin(users, eq(users.id, projects.userId))
        .where(where)
        .orderBy(asc(projects.appliedAt), asc(projects.id))
        .limit(limit)
        .offset(offset);
      return rows.map(({ summary, partner }) => ({ ...summaryOf(summary, lang), partner }));
    },
  );
}

/** How many registrations wait for head office's decision: one count of the work queue. */
export async function applyingProjectCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(eq(projects.status, PROJECT_STATUS.applying));
  return row?.n ?? 0;
}

/** One project as head office sees it; null for none. */
export async function backofficeProject(
  db: Db,
  id: number,
  lang: LangCode,
  now: Date,
): Promise<BackofficeProject | null> {
  if (!isDbId(id)) return null;
  const detail = await projectDetailWhere(db, eq(projects.id, id), dayOf(now), lang);
  const [owner] = await db
    .select({ userId: projects.userId })
    .from(projects)
    .where(eq(projects.id, id));
  const partner = owner ? await projectPartner(db, owner.userId) : null;
  if (!detail || !partner) return null;
  const registered = detail.quotations[0];
  const lines = registered ? await quotationLines(db, registered.id, lang) : [];
  return {
    ...detail,
    partner,
    lines: lines.map(itemOf),
    audit: await auditEntries(db, { type: 'project', id }),
  };
}

/** Why a decision was refused; nothing is changed then. */
export type ProjectRefusal = 'notFound' | 'notApplying' | 'dateInvalid';

/** What a project's decision changes, for the audit trail. */
function decisionFields(row: typeof projects.$inferSelect) {
  return {
    status: row.status,
    protect_start: row.protectStart,
    protect_end: row.protectEnd,
    reject_reason: row.rejectReason,
  };
}

/**
 * Takes head office's decision on an applying project with the domain's own rules, and its audit
 * row and e-mail in the same transaction; answers the notice to deliver after the commit.
 */
async function decide(
  db: Db,
  staff: Staff,
  id: number,
  action: 'project.approve' | 'project.reject',
  now: Date,
  run: (tx: Db) => Promise<'decided' | 'notFound' | 'notApplying' | 'invalid'>,
): Promise<{ notice: PendingNotice | null } | ProjectRefusal> {
  if (!isDbId(id)) return 'notFound';
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
    if (!before) return 'notFound';
    const answer = await run(tx);
    if (answer === 'invalid') return 'dateInvalid';
    if (answer !== 'decided') return answer;
    const [after] = await tx.select().from(projects).where(eq(projects.id, id));
    if (!after) throw new Error(`project ${id} vanished`);
    await recordAudit(tx, {
      actor: staff,
      action,
      target: { type: 'project', id },
      partnerId: before.userId,
      before: decisionFields(before),
      after: decisionFields(after),
      now,
    });
    const notice = await noticeToPartner(
      tx,
      before.userId,
      (t, to) => {
        const mail = t.backofficeDesks.mail;
        const project = after.name;
        if (after.rejectReason !== null) {
          return {
            subject: mail.projectRejectedSubject({ project }),
            text: mail.projectRejectedBody({
              name: to.realname,
              project,
              reason: after.rejectReason,
            }),
          };
        }
        // The protection's days written out in the partner's language.
        const day = (value: string | null) => (value ? formatDay(value, to.lang) : '');
        const [start, end] = [day(after.protectStart), day(after.protectEnd)];
        return {
          subject: mail.projectApprovedSubject({ project }),
          text: mail.projectApprovedBody({ name: to.realname, project, start, end }),
        };
      },
      now,
    );
    return { notice };
  });
}

/** Approves an applying project with its protection period. */
export function approveProjectAsStaff(db: Db, staff: Staff, form: ApproveProject, now: Date) {
  const grant = { start: form.start_date, end: form.end_date, by: staff.name };
  return decide(db, staff, form.id, 'project.approve', now, (tx) =>
    approveProject(tx, form.id, grant, now),
  );
}

/** Rejects an applying project; the partner reads the reason. */
export function rejectProjectAsStaff(db: Db, staff: Staff, form: RejectProject, now: Date) {
  return decide(db, staff, form.id, 'project.reject', now, (tx) =>
    rejectProject(tx, form.id, form.reason, staff.name, now),
  );
}
