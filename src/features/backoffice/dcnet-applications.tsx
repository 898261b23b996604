import { useState } from 'react';
import type { QueuedMembership } from '../../../contract/backoffice';
import { MEMBERSHIP_LEVELS, type MembershipLevel } from '../../../contract/dcnet';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatDateTime } from '../../lib/intl';
import { DataTable, type Column } from '../../components/ui/data-table';
import { FormField } from '../../components/ui/form-field';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { usePaging } from '../../lib/use-paging';
import { buttonSmall, inputClass } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { useApproveMembership, useMembershipQueue, useRejectMembership } from './dcnet-api';
import { PeriodDecision } from './decision-fields';
import { useFormProblems } from './form-problems';

/** DCNet applications waiting for a decision; head office approves with a level or rejects. */
export function DcnetApplications() {
  const { lang } = useLanguage();
  const { LL } = useI18nContext();
  const paging = usePaging();
  const queue = useMembershipQueue(paging.page, paging.pageSize);
  const [selected, setSelected] = useState<QueuedMembership | null>(null);
  const t = LL.backoffice.dcnet;
  const columns: Column<QueuedMembership>[] = [
    { key: 'company', header: t.company(), cell: (a) => a.applicant.company },
    { key: 'email', header: t.email(), cell: (a) => a.applicant.username, ltr: true },
    { key: 'type', header: t.tier(), cell: (a) => a.type, ltr: true },
    { key: 'time', header: t.applied(), cell: (a) => formatDateTime(a.create_time, lang) },
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
  const form = useFormProblems();
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
  return (
    <section
      aria-labelledby="decision-title"
      className="mt-8 space-y-6 rounded border border-gray-300 p-6"
    >
      <h2 id="decision-title" className="text-lg font-semibold">
        {t.decisionFor({ company: application.applicant.company, tier: application.type })}
      </h2>
      <PeriodDecision
        idPrefix="decision"
        initial={{ start: `${year}-01-01`, end: `${year + 1}-12-31` }}
        labels={t}
        busy={{ approve: approve.isPending, reject: reject.isPending }}
        form={form}
        columns={3}
        onApprove={({ start, end }) =>
          approve.mutate(
            { id: application.id, level, start_date: start, end_date: end },
            { onSuccess: done, onError: form.refused },
          )
        }
        onReject={(reason) =>
          reject.mutate({ id: application.id, reason }, { onSuccess: done, onError: form.refused })
        }
      >
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
      </PeriodDecision>
    </section>
  );
}
