import type { ReactNode } from 'react';
import type { BackofficeProject } from '../../../contract/backoffice-projects';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useTierNames } from '../partners/tier-names';
import { useApproveProject, useBackofficeProject, useRejectProject } from './projects-api';
import { AuditTrail, History } from './audit-trail';
import { PeriodDecision } from './decision-fields';
import { DetailPanel, Facts, PanelHeading, useActionDone } from './detail-panel';
import { useFormProblems } from './form-problems';

/** One project as head office decides on it: its facts, partner, decision, history and audit. */
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
  const { tiers } = useTierNames();
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
    [t.quotations(), ltr(project.quotations.map((q) => q.code).join(', ') || '—')],
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
      {project.status === 1 ? <ProjectDecision id={project.id} /> : <p>{t.decided()}</p>}
      <History title={t.history()} entries={project.history} id="project-history" />
      <AuditTrail entries={project.audit} id="project-audit" />
    </>
  );
}

/** Approve with the protection period, or reject with a reason the partner reads. */
function ProjectDecision({ id }: { id: number }) {
  const { LL } = useI18nContext();
  const t = LL.backofficeDesks.projects;
  const approve = useApproveProject();
  const reject = useRejectProject();
  const year = new Date().getFullYear();
  const form = useFormProblems();
  const done = useActionDone();
  return (
    <div className="space-y-6">
      <PeriodDecision
        idPrefix="project"
        initial={{ start: new Date().toISOString().slice(0, 10), end: `${year + 1}-12-31` }}
        labels={t}
        busy={{ approve: approve.isPending, reject: reject.isPending }}
        form={form}
        onApprove={({ start, end }) =>
          void approve
            .mutateAsync({ id, start_date: start, end_date: end })
            .then(done, form.refused)
        }
        onReject={(reason) => void reject.mutateAsync({ id, reason }).then(done, form.refused)}
      />
    </div>
  );
}
