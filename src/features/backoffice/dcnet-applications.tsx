import { useRef, useState, type ReactNode } from 'react';
import type { QueuedMembership } from '../../../contract/backoffice';
import { MEMBERSHIP_LEVELS, type MembershipLevel, type SubPartner } from '../../../contract/dcnet';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { focusLater } from '../../lib/focus-later';
import { formatDate, formatDateTime, formatUsd } from '../../lib/intl';
import { useAskFirst } from '../../components/ui/ask-first';
import { useTierNames } from '../partners/tier-names';
import { Facts } from './detail-panel';
import { OpenButton, RecordPanel } from './desk-record';
import { DataTable, type Column } from '../../components/ui/data-table';
import { FormField } from '../../components/ui/form-field';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { usePaging } from '../../lib/use-paging';
import { inputClass } from '../../components/ui/styles';
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
  const deskHeading = useRef<HTMLHeadingElement>(null);
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
        <OpenButton
          shown={selected?.id === a.id}
          onOpen={() => setSelected(a)}
          label={t.decide()}
          name={a.applicant.company}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} headingRef={deskHeading} />
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
        <Decision
          key={selected.id}
          application={selected}
          onDone={() => {
            // The decided row leaves the list with its button: focus goes to the desk's heading.
            setSelected(null);
            focusLater(() => deskHeading.current);
          }}
        />
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
  const { lang } = useLanguage();
  const { tiers } = useTierNames();
  const { ask, dialog } = useAskFirst();
  const levelNames: Record<MembershipLevel, string> = {
    pre: LL.partners.levelPre(),
    silver: LL.partners.levelSilver(),
    gold: LL.partners.levelGold(),
    diamond: LL.partners.levelDiamond(),
  };
  // Approval makes the account a partner of the type applied for: head office is told first.
  const today = application.applicant.partner_type;
  const tierChange =
    today === application.type
      ? ''
      : today
        ? LL.backofficeDesks.ask.tierMoves({ from: tiers[today], to: tiers[application.type] })
        : LL.backofficeDesks.ask.tierTaken();
  const done = (response: { body: { msg: string } }) => {
    notify.success(response.body.msg);
    onDone();
  };
  return (
    <RecordPanel
      titleId="decision-title"
      title={t.decisionFor({ company: application.applicant.company, tier: application.type })}
      className="space-y-6"
    >
      {dialog}
      <ApplicationFacts application={application} />
      <PeriodDecision
        idPrefix="decision"
        initial={{ start: `${year}-01-01`, end: `${year + 1}-12-31` }}
        labels={t}
        busy={{ approve: approve.isPending, reject: reject.isPending }}
        form={form}
        columns={3}
        onApprove={({ start, end }) =>
          ask(
            {
              title: LL.backofficeDesks.ask.approveMembershipTitle(),
              question: [
                LL.backofficeDesks.ask.approveMembership({
                  company: application.applicant.company,
                  tier: tiers[application.type],
                  level: levelNames[level],
                  start: formatDate(start, lang),
                  end: formatDate(end, lang),
                }),
                tierChange,
              ]
                .filter(Boolean)
                .join(' '),
              confirmLabel: t.approve(),
            },
            () =>
              approve.mutateAsync({ id: application.id, level, start_date: start, end_date: end }),
            done,
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
    </RecordPanel>
  );
}

/**
 * What the partner applied with, for head office to decide on: the partner type, the business
 * (target end users, product line, rival brands, the proposed master distributor), the purchase
 * volume of each year and every sub-partner row.
 */
function ApplicationFacts({ application }: { application: QueuedMembership }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { tiers } = useTierNames();
  const f = LL.dcnet.field;
  const p = LL.dcnet.partnerField;
  const dash = (text: string) => text.trim() || '—';
  const facts: [string, ReactNode][] = [
    [f.type(), tiers[application.type]],
    [
      LL.backoffice.dcnet.tierToday(),
      application.applicant.partner_type
        ? tiers[application.applicant.partner_type]
        : LL.backoffice.dcnet.noTierYet(),
    ],
    [LL.backoffice.dcnet.email(), <span dir="ltr">{application.applicant.username}</span>],
    [f.end_user_type(), application.end_user_type],
    [f.product_line(), application.product_line],
    [f.rival_brands(), dash(application.rival_brands)],
    [f.master_distributor(), dash(application.master_distributor)],
    ...application.purchases.map(({ year, amount }): [string, ReactNode] => [
      LL.dcnet.purchaseYear({ year }),
      formatUsd(amount, lang),
    ]),
  ];
  const columns: Column<SubPartner>[] = [
    { key: 'company', header: p.company(), cell: (row) => row.company },
    { key: 'contact', header: p.contact(), cell: (row) => row.contact },
    { key: 'email', header: p.email(), cell: (row) => row.email, ltr: true },
    { key: 'phone', header: p.phone(), cell: (row) => row.phone, ltr: true },
    { key: 'industry', header: p.industry(), cell: (row) => dash(row.industry) },
    { key: 'business', header: p.business_type(), cell: (row) => dash(row.business_type) },
    { key: 'website', header: p.website(), cell: (row) => dash(row.website), ltr: true },
    {
      key: 'details',
      header: p.project_details(),
      cell: (row) => <span className="whitespace-pre-line">{dash(row.project_details)}</span>,
    },
  ];
  return (
    <>
      <Facts facts={facts} />
      <section aria-labelledby="decision-partners-title" className="space-y-2">
        <h3 id="decision-partners-title" className="text-base font-semibold">
          {LL.dcnet.partnersSection()}
        </h3>
        <DataTable
          caption={LL.dcnet.partnersSection()}
          columns={columns}
          rows={application.partners}
          rowKey={(row) => `${row.company}-${row.email}`}
          empty={LL.dcnet.noPartners()}
          minWidth="56rem"
          cardsWhenNarrow
        />
      </section>
    </>
  );
}
