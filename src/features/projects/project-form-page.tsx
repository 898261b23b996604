import { Link } from 'react-router';
import { PROJECT_STATUS } from '../../../contract/projects';
import { useI18nContext } from '../../../i18n/i18n-react';
import { BackLink } from '../../components/ui/back-link';
import { DetailStates } from '../../components/ui/detail-states';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeading } from '../../components/ui/page-heading';
import { textLink } from '../../components/ui/styles';
import { useDraft } from '../drafts/api';
import { useDraftFormKey } from '../drafts/use-draft-form';
import { useProjectDetail } from './api';
import { projectDetailPath } from './project-columns';
import { ProjectForm } from './project-form';
import { contentOf, EMPTY_PROJECT, valuesOfContent, valuesOfProject } from './project-rules';
import { positiveId } from '../../lib/use-id-param';

/**
 * What the form opens: `?draft=` a draft from the drafts box, `?id=` a project to change while
 * it is applying, or nothing for a new registration. Read once per form, so that the form's own
 * note of its new draft id in the address does not open it again.
 */
function ProjectFormLoader({ search }: { search: string }) {
  const { LL } = useI18nContext();
  const say = LL.projects;
  const params = new URLSearchParams(search);
  const draftId = positiveId(params.get('draft'));
  const projectId = draftId === null ? positiveId(params.get('id')) : null;
  const draft = useDraft(draftId);
  const project = useProjectDetail(projectId);
  const back = <BackLink to="/personal/project" label={say.form.back()} />;
  const title = projectId === null ? say.form.registerTitle() : say.form.changeTitle();

  if (draftId !== null) {
    const found = draft.data?.type === 'project' ? draft.data : undefined;
    if (!found) {
      return (
        <DetailStates back={back} title={title} idKnown={draft.data === undefined} query={draft} />
      );
    }
    const { id } = valuesOfContent(found.content);
    return (
      <ProjectForm start={{ draftId, projectId: id, title: found.title, content: found.content }} />
    );
  }
  if (projectId !== null) {
    if (!project.data) {
      return <DetailStates back={back} title={title} idKnown query={project} />;
    }
    if (project.data.status !== PROJECT_STATUS.applying) {
      return (
        <div>
          {back}
          <PageHeading title={project.data.project_name} />
          <EmptyState message={say.detail.decided()} />
          <Link to={projectDetailPath(projectId)} className={`${textLink} mt-4 inline-block`}>
            {say.detail.title()}
          </Link>
        </div>
      );
    }
    return (
      <ProjectForm
        start={{
          draftId: null,
          projectId,
          title: project.data.project_name,
          content: contentOf(valuesOfProject(project.data), projectId),
        }}
      />
    );
  }
  return (
    <ProjectForm
      start={{ draftId: null, projectId: undefined, title: '', content: contentOf(EMPTY_PROJECT) }}
    />
  );
}

/**
 * The registration form's screen (/personal/project/register). The form starts again only when
 * another draft or project is opened (docs/projects.md).
 */
export function ProjectFormPage() {
  const key = useDraftFormKey();
  return <ProjectFormLoader key={key} search={key} />;
}
