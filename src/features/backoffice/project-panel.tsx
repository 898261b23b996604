import { useState, type FormEvent, type ReactNode } from 'react';
import { BACKOFFICE_LIMITS } from '../../../contract/backoffice';
import type { BackofficeProject } from '../../../contract/backoffice-projects';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ErrorSummary } from '../../components/ui/error-summary';
import { FormField } from '../../components/ui/form-field';
import { LoadError } from '../../components/ui/load-error';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary, buttonSecondary, inputClass } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { useTierNames } from '../partners/tier-names';
import { useApproveProject, useBackofficeProject, useRejectProject } from './api';
import { AuditTrail, History } from './audit-trail';
import { useFormProblems } from './form-problems';

/** One project as head office decides on it: its facts, partner, decision, history and audit. */
export function ProjectPanel({ id, onClose }: { id: number; onClose: () => void }) {
  const project = useBackofficeProject(id);
  return (
    <section
      aria-labelledby="project-title"
      className="mt-8 space-y-6 rounded border border-gray-300 p-4 sm:p-6"
    >
      {project.isPending ? (
        <Skeleton rows={4} />
      ) : project.isError ? (
        <LoadError onRetry={() => void project.refetch()} />
      ) : (
        <ProjectFacts project={project.data} onClose={onClose} />
      )}
    </section>
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
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="project-title" className="text-lg font-semibold">
          {t.detailTitle({ name: project.project_name })}
        </h2>
        <button type="button" className={buttonSecondary} onClick={onClose}>
          {t.close()}
        </button>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-gray-700">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
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
  const p = LL.backoffice.problems;
  const approve = useApproveProject();
  const reject = useRejectProject();
  const year = new Date().getFullYear();
  const [start, setStart] = useState(new Date().toISOString().slice(0, 10));
  const [end, setEnd] = useState(`${year + 1}-12-31`);
  const [reason, setReason] = useState('');
  const form = useFormProblems();
  const done = (response: { body: { msg: string } }) => notify.success(response.body.msg);
  const onApprove = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check([
      (!start || !end) && { fieldId: 'project-start', message: p.datesRequired() },
      Boolean(start && end && end < start) && { fieldId: 'project-end', message: p.datesOrder() },
    ]);
    if (!ok) return;
    approve.mutate(
      { id, start_date: start, end_date: end },
      { onSuccess: done, onError: form.refused },
    );
  };
  const onReject = (event: FormEvent) => {
    event.preventDefault();
    if (
      !form.check([!reason.trim() && { fieldId: 'project-reason', message: p.reasonRequired() }])
    ) {
      return;
    }
    reject.mutate({ id, reason }, { onSuccess: done, onError: form.refused });
  };
  const dateField = (fieldId: string, label: string, value: string, set: (v: string) => void) => (
    <FormField id={fieldId} label={label} required error={form.errorOf(fieldId)}>
      {(control) => (
        <input
          {...control}
          type="date"
          className={inputClass}
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      )}
    </FormField>
  );
  return (
    <div className="space-y-6">
      <ErrorSummary problems={form.problems} attempt={form.attempt} />
      <form noValidate onSubmit={onApprove} className="grid gap-4 sm:grid-cols-2">
        {dateField('project-start', t.startDate(), start, setStart)}
        {dateField('project-end', t.endDate(), end, setEnd)}
        <div className="sm:col-span-2">
          <button type="submit" className={buttonPrimary} disabled={approve.isPending}>
            {t.approve()}
          </button>
        </div>
      </form>
      <form noValidate onSubmit={onReject} className="space-y-4">
        <FormField
          id="project-reason"
          label={t.reason()}
          required
          error={form.errorOf('project-reason')}
        >
          {(control) => (
            <textarea
              {...control}
              className={inputClass}
              rows={3}
              maxLength={BACKOFFICE_LIMITS.reason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </FormField>
        <button type="submit" className={buttonSecondary} disabled={reject.isPending}>
          {t.reject()}
        </button>
      </form>
    </div>
  );
}
