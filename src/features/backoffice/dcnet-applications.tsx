import { useState, type FormEvent } from 'react';
import type { QueuedMembership } from '../../../contract/backoffice';
import { MEMBERSHIP_LEVELS, type MembershipLevel } from '../../../contract/dcnet';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataTable, type Column } from '../../components/ui/data-table';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormField } from '../../components/ui/form-field';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { usePaging } from '../../lib/use-paging';
import { buttonPrimary, buttonSmall, inputClass } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { useApproveMembership, useMembershipQueue, useRejectMembership } from './dcnet-api';
import { DateField, ReasonForm } from './decision-fields';
import { periodProblems, useFormProblems } from './form-problems';

/** DCNet applications waiting for a decision; head office approves with a level or rejects. */
export function DcnetApplications() {
  const { LL } = useI18nContext();
  const paging = usePaging();
  const queue = useMembershipQueue(paging.page, paging.pageSize);
  const [selected, setSelected] = useState<QueuedMembership | null>(null);
  const t = LL.backoffice.dcnet;
  const columns: Column<QueuedMembership>[] = [
    { key: 'company', header: t.company(), cell: (a) => a.applicant.company },
    { key: 'email', header: t.email(), cell: (a) => a.applicant.username, ltr: true },
    { key: 'type', header: t.tier(), cell: (a) => a.type, ltr: true },
    { key: 'time', header: t.applied(), cell: (a) => a.create_time, ltr: true },
    {
      key: 'decide',
      header: t.decide(),
      headerHidden: true,
      align: 'end',
      cell: (a) => (
        <button type="button" className={buttonSmall} onClick={() => setSelected(a)}>
          {t.decide()}
          <span className="sr-only"> {a.applicant.company}</span>
        </button>
      ),
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <ListState query={queue} paging={paging} pagerLabel={t.pages()} empty={t.none()}>
        {(list) => (
          <DataTable
            caption={t.title()}
            columns={columns}
            rows={list}
            rowKey={(a) => a.id}
            empty={t.none()}
            minWidth="40rem"
          />
        )}
      </ListState>
      {selected ? (
        <Decision key={selected.id} application={selected} onDone={() => setSelected(null)} />
      ) : null}
    </>
  );
}

function Decision({ application, onDone }: { application: QueuedMembership; onDone: () => void }) {
  const { LL } = useI18nContext();
  const t = LL.backoffice.dcnet;
  const approve = useApproveMembership();
  const reject = useRejectMembership();
  const year = new Date().getFullYear();
  const [level, setLevel] = useState<MembershipLevel>('silver');
  const [start, setStart] = useState(`${year}-01-01`);
  const [end, setEnd] = useState(`${year + 1}-12-31`);
  const form = useFormProblems();
  const p = LL.backoffice.problems;
  const levelNames: Record<MembershipLevel, string> = {
    pre: LL.partners.levelPre(),
    silver: LL.partners.levelSilver(),
    gold: LL.partners.levelGold(),
    diamond: LL.partners.levelDiamond(),
  };
  const done = (response: { body: { msg: string } }) => {
    notify.success(response.body.msg);
    onDone();
  };
  const onApprove = (event: FormEvent) => {
    event.preventDefault();
    const ids = { start: 'decision-start', end: 'decision-end' };
    if (!form.check(periodProblems(p, { start, end }, ids))) return;
    approve.mutate(
      { id: application.id, level, start_date: start, end_date: end },
      { onSuccess: done, onError: form.refused },
    );
  };
  return (
    <section
      aria-labelledby="decision-title"
      className="mt-8 space-y-6 rounded border border-gray-300 p-6"
    >
      <h2 id="decision-title" className="text-lg font-semibold">
        {t.decisionFor({ company: application.applicant.company, tier: application.type })}
      </h2>
      <ErrorSummary problems={form.problems} attempt={form.attempt} />
      <form noValidate onSubmit={onApprove} className="grid gap-4 sm:grid-cols-3">
        <FormField id="decision-level" label={t.level()} required>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={level}
              onChange={(e) => setLevel(e.target.value as MembershipLevel)}
            >
              {MEMBERSHIP_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {levelNames[l]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <DateField
          id="decision-start"
          label={t.startDate()}
          value={start}
          onChange={setStart}
          error={form.errorOf('decision-start')}
        />
        <DateField
          id="decision-end"
          label={t.endDate()}
          value={end}
          onChange={setEnd}
          error={form.errorOf('decision-end')}
        />
        <div className="sm:col-span-3">
          <button type="submit" className={buttonPrimary} disabled={approve.isPending}>
            {t.approve()}
          </button>
        </div>
      </form>
      <ReasonForm
        id="decision-reason"
        label={t.reason()}
        submitLabel={t.reject()}
        busy={reject.isPending}
        form={form}
        onSubmit={(reason) =>
          reject.mutate({ id: application.id, reason }, { onSuccess: done, onError: form.refused })
        }
      />
    </section>
  );
}
