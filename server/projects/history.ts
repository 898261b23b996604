/**
 * A project's history of state changes, as the partner's and head office's details show it
 * (docs/backoffice.md): read from what the project row keeps (its
 * registration, head office's decision and the protection period), so no second record of the
 * same facts can disagree with it.
 */
import { sql } from 'drizzle-orm';
import type { ProjectEvent } from '../../contract/projects';
import type { LangCode } from '../../i18n/languages';
import { projects } from '../db/schema/index';
import { messages } from '../messages';
import { dateTime } from '../listing';
import { saverName } from '../quotations/quotations';

/** What the history is read from; the query joins the partner's account as `users`. */
export const historyColumns = {
  appliedAt: dateTime(projects.appliedAt),
  partnerName: saverName,
  decidedAt: sql<string | null>`${dateTime(projects.decidedAt)}`,
  decidedBy: projects.decidedBy,
  protectStart: projects.protectStart,
  protectEnd: projects.protectEnd,
  rejectReason: projects.rejectReason,
};

/** The history's columns as read. */
interface HistoryRow {
  appliedAt: string;
  partnerName: string;
  decidedAt: string | null;
  decidedBy: string | null;
  protectStart: string | null;
  protectEnd: string | null;
  rejectReason: string | null;
}

/** The day after `day` (`YYYY-MM-DD`), at its first moment, as the contract writes moments. */
function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)} 00:00:00`;
}

/**
 * The registration, head office's decision when there is one, and the end of protection once
 * it has ended (`expired`: the project shows as expired today), oldest first.
 */
export function projectHistory(row: HistoryRow, expired: boolean, lang: LangCode): ProjectEvent[] {
  const say = messages(lang).backofficeDesks.history;
  const history: ProjectEvent[] = [
    {
      time: row.appliedAt,
      action: 'registered',
      actor: 'partner',
      actor_name: row.partnerName,
      text: say.registered(),
      note: null,
    },
  ];
  if (row.decidedAt === null) return history;
  const decision = {
    time: row.decidedAt,
    actor: 'head_office' as const,
    actor_name: row.decidedBy ?? '',
  };
  if (row.rejectReason !== null) {
    history.push({ ...decision, action: 'rejected', text: say.rejected(), note: row.rejectReason });
  } else if (row.protectStart !== null && row.protectEnd !== null) {
    const period = { start: row.protectStart, end: row.protectEnd };
    history.push({ ...decision, action: 'approved', text: say.approved(period), note: null });
    if (expired) {
      history.push({
        time: dayAfter(row.protectEnd),
        action: 'expired',
        actor: null,
        actor_name: '',
        text: say.expired(),
        note: null,
      });
    }
  }
  return history;
}
