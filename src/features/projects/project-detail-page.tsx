import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PROJECT_STATUS, type ProjectDetail } from '../../../contract/projects';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { BackLink } from '../../components/ui/back-link';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { DetailStates } from '../../components/ui/detail-states';
import { PageHeading } from '../../components/ui/page-heading';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { notify } from '../../components/ui/toaster';
import { errorText } from '../../lib/api/error-text';
import { formatDate } from '../../lib/intl';
import { useIdParam } from '../../lib/use-id-param';
import { useCountries } from '../content/use-countries';
import { useTierNames } from '../partners/tier-names';
import { useDeleteProject, useProjectDetail } from './api';
import { StatusLabel } from './project-columns';
import { HistorySection, ProtectionSection, QuotationSection } from './project-detail-parts';
import { Notice } from '../../components/ui/notice';

/** What was registered, as a list of terms. */
function RegistrationFacts({ project }: { project: ProjectDetail }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const countries = useCountries();
  const { tiers } = useTierNames();
  const say = LL.projects.detail;
  const field = LL.projects.form.field;
  const given = (value: string) => value.trim() || say.notGiven();
  const country = countries.options.find((c) => c.code === project.country)?.name;
  const facts: [string, string][] = [
    [field.end_company(), project.end_company_name],
    [field.industry(), given(project.industry)],
    [field.country(), given(country ?? project.country)],
    [say.tender(), project.is_tender === 1 ? say.tenderYes() : say.tenderNo()],
    [field.estimated_po_date(), formatDate(project.estimated_po_date, lang)],
    [field.predicted_awarding_date(), formatDate(project.predicted_awarding_date, lang)],
    [field.predicted_leadtime(), project.predicted_leadtime],
    [field.rival_brand(), given(project.rival_brand)],
    [field.advancement(), given(project.advancement)],
    [field.description(), given(project.description)],
    [field.notes(), given(project.notes)],
    [LL.personalCentre.home.dcnetId(), project.dcnet_id ?? say.notGiven()],
    [
      say.membershipType(),
      project.membership_type ? tiers[project.membership_type] : say.notGiven(),
    ],
  ];
  return (
    <section aria-labelledby="project-summary" className="mt-6">
      <h2 id="project-summary" className="mb-2 text-xl font-semibold text-gray-900">
        {say.summary()}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-medium text-gray-900">{term}</dt>
            <dd className="break-words whitespace-pre-line text-gray-800">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * One project (/personal/project/detail?id=): its status, head office's reason when it rejected
 * it, the protection with the days left (or the day it expired), what was registered, the
 * quotation with its application prices, and the history. While it is applying it can be
 * changed, or deleted after a confirmation.
 */
export function ProjectDetailPage() {
  const { LL } = useI18nContext();
  const say = LL.projects.detail;
  const navigate = useNavigate();
  const id = useIdParam();
  const detail = useProjectDetail(id);
  const remove = useDeleteProject();
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const back = <BackLink to="/personal/project" label={say.back()} />;
  const project = detail.data;
  if (!project) {
    return <DetailStates back={back} title={say.title()} idKnown={id !== null} query={detail} />;
  }
  const applying = project.status === PROJECT_STATUS.applying;
  const confirmDelete = () =>
    remove.mutate(project.id, {
      onSuccess: (message) => {
        notify.success(message);
        setDeleting(false);
        void navigate('/personal/project', { replace: true });
      },
      onError: (error) => setDeleteError(errorText(error)),
    });

  return (
    <div>
      {back}
      <PageHeading title={project.project_name}>
        <p className="flex flex-wrap items-center gap-2 text-gray-800">
          <span>{LL.projects.status()}</span>
          <StatusLabel text={project.status_text} />
        </p>
      </PageHeading>
      {project.reject_reason ? (
        <Notice title={say.rejectTitle()} tone="refusal">
          <p className="mt-1 whitespace-pre-line text-gray-900">{project.reject_reason}</p>
        </Notice>
      ) : null}
      {applying ? (
        <div className="flex flex-wrap gap-3">
          <Link to={`/personal/project/register?id=${project.id}`} className={buttonPrimary}>
            {say.change()}
          </Link>
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              setDeleteError(null);
              setDeleting(true);
            }}
          >
            {say.delete()}
          </button>
        </div>
      ) : (
        <p className="mt-4 text-sm text-gray-700">{say.decided()}</p>
      )}
      <ProtectionSection project={project} />
      <RegistrationFacts project={project} />
      <QuotationSection project={project} />
      <HistorySection project={project} />
      {deleting ? (
        <ConfirmDialog
          title={say.deleteTitle()}
          question={say.deleteQuestion({ name: project.project_name })}
          confirmLabel={say.deleteSubmit()}
          cancelLabel={say.cancel()}
          busyLabel={say.deleting()}
          busy={remove.isPending}
          error={deleteError}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(false)}
        />
      ) : null}
    </div>
  );
}
