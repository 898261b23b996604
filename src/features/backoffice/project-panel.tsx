import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BACKOFFICE_PERMISSIONS as P } from '../../../contract/backoffice';
import type { BackofficeProject } from '../../../contract/backoffice-projects';
import type { QuotationItem } from '../../../contract/quotations';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { DataTable, type Column } from '../../components/ui/data-table';
import { textLink } from '../../components/ui/styles';
import { formatDate, formatNumber, formatUsd } from '../../lib/intl';
import { useAskFirst } from '../../components/ui/ask-first';
import { useTierNames } from '../partners/tier-names';
import { useCanAct } from './can-act';
import { useApproveProject, useBackofficeProject, useRejectProject } from './projects-api';
import { AuditTrail, History } from './audit-trail';
import { PeriodDecision } from './decision-fields';
import { DetailPanel, Facts, PanelHeading, useActionDone } from './detail-panel';
import { useFormProblems } from './form-problems';

/**
 * One project as head office decides on it: its facts, partner, the quotation it is registered
 * with (a link to it on the quotation desk), the application price asked for on each line beside
 * the partner's price, the decision, history and audit.
 */
export function ProjectPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const project = useBackofficeProject(id);
  return (
    <DetailPanel query={project} titleId="project-title">
      {(data) => <ProjectFacts project={data} onClose={onClose} />}
    </DetailPanel>
  );
}

function ProjectFacts({ project, onClose }: { project: BackofficeProject; onClose: () => void }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { tiers } = useTierNames();
  const can = useCanAct();
  const mayOpenQuotations = can([P.quotationApprove]);
  const t = LL.backofficeDesks.projects;
  const { partner } = project;
  const ltr = (text: string) => <span dir="ltr">{text}</span>;
  const facts: [string, ReactNode][] = [
    [t.status(), project.status_text],
    [t.partner(), partner.company],
    [t.partnerType(), partner.partner_type ? tiers[partner.partner_type] : '—'],
    [t.dcnetId(), partner.dcnet_id ? ltr(partner.dcnet_id) : '—'],
    [t.distributor(), partner.master_distributor?.company ?? t.noDistributor()],
    [t.endUser(), project.end_company_name],
    [t.industry(), project.industry || '—'],
    [t.poDate(), ltr(project.estimated_po_date)],
    [t.awardingDate(), ltr(project.predicted_awarding_date)],
    [t.leadtime(), project.predicted_leadtime],
    [t.protection(), project.is_protect === 1 ? t.requested() : t.notRequested()],
    [
      t.quotations(),
      project.quotations.length === 0
        ? '—'
        : project.quotations.map((q) =>
            mayOpenQuotations ? (
              <Link key={q.id} to={`/backoffice/quotations?open=${q.id}`} className={textLink}>
                {ltr(q.code)}
              </Link>
            ) : (
              <span key={q.id}>{ltr(q.code)}</span>
            ),
          ),
    ],
  ];
  const money = (value: number) => formatUsd(value, lang);
  const lineColumns: Column<QuotationItem>[] = [
    { key: 'model', header: LL.quotations.model(), cell: (line) => line.model, ltr: true },
    {
      key: 'quantity',
      header: LL.quotations.quantity(),
      align: 'end',
      cell: (line) => formatNumber(line.quantity, lang),
    },
    {
      key: 'partner',
      header: LL.quotationDesk.partnerPrice(),
      align: 'end',
      cell: (line) => money(line.discount_price),
    },
    {
      key: 'application',
      header: LL.quotations.applicationPrice(),
      align: 'end',
      cell: (line) =>
        line.application_price === null ? (
          LL.quotations.notAsked()
        ) : (
          <strong>{money(line.application_price)}</strong>
        ),
    },
    {
      key: 'sale',
      header: LL.quotations.salePrice(),
      align: 'end',
      cell: (line) => money(line.sale_price),
    },
  ];
  return (
    <>
      <PanelHeading
        id="project-title"
        title={t.detailTitle({ name: project.project_name })}
        closeLabel={t.close()}
        onClose={onClose}
      />
      <Facts facts={facts} />
      {project.description ? (
        <div>
          <h3 className="text-base font-semibold">{t.description()}</h3>
          <p className="whitespace-pre-line">{project.description}</p>
        </div>
      ) : null}
      <section aria-labelledby="project-prices-title" className="space-y-2">
        <h3 id="project-prices-title" className="text-base font-semibold">
          {t.prices()}
        </h3>
        <DataTable
          caption={t.pricesCaption({ name: project.project_name })}
          columns={lineColumns}
          rows={project.lines}
          rowKey={(line) => line.id}
          empty={LL.lists.noData()}
          minWidth="40rem"
          cardsWhenNarrow
        />
      </section>
      {project.status === 1 ? (
        <ProjectDecision id={project.id} name={project.project_name} />
      ) : (
        <p>{t.decided()}</p>
      )}
      <History title={t.history()} entries={project.history} id="project-history" />
      <AuditTrail entries={project.audit} id="project-audit" />
    </>
  );
}

/** Approve with the protection period, or reject with a reason the partner reads. */
function ProjectDecision({ id, name }: { id: number; name: string }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const { ask, dialog } = useAskFirst();
  const t = LL.backofficeDesks.projects;
  const approve = useApproveProject();
  const reject = useRejectProject();
  const year = new Date().getFullYear();
  const form = useFormProblems();
  const done = useActionDone();
  return (
    <div className="space-y-6">
      {dialog}
      <PeriodDecision
        idPrefix="project"
        initial={{ start: new Date().toISOString().slice(0, 10), end: `${year + 1}-12-31` }}
        labels={t}
        busy={{ approve: approve.isPending, reject: reject.isPending }}
        form={form}
        onApprove={({ start, end }) =>
          ask(
            {
              title: LL.backofficeDesks.ask.approveProjectTitle(),
              question: LL.backofficeDesks.ask.approveProject({
                name,
                start: formatDate(start, lang),
                end: formatDate(end, lang),
              }),
              confirmLabel: t.approve(),
            },
            () => approve.mutateAsync({ id, start_date: start, end_date: end }),
            done,
          )
        }
        onReject={(reason) => void reject.mutateAsync({ id, reason }).then(done, form.refused)}
      />
    </div>
  );
}
