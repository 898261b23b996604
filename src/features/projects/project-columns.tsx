import { Link } from 'react-router';
import type { ProjectSummary } from '../../../contract/projects';
import type { TranslationFunctions } from '../../../i18n/i18n-types';
import type { Column } from '../../components/ui/data-table';
import { buttonSmall } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';

/** Where a project's detail is. */
export const projectDetailPath = (id: number) => `/personal/project/detail?id=${id}`;

/** The status as the server words it, marked so that it stands out in a row. */
export function StatusLabel({ text }: { text: string }) {
  return (
    <span className="inline-block rounded bg-gray-100 px-2 py-0.5 font-medium text-gray-900">
      {text}
    </span>
  );
}

/** The columns of the project list: name, end user, status, protection, when, and the detail. */
export function projectColumns(LL: TranslationFunctions, lang: string): Column<ProjectSummary>[] {
  const say = LL.projects;
  return [
    { key: 'name', header: say.name(), cell: (row) => row.project_name },
    { key: 'endUser', header: say.endUser(), cell: (row) => row.end_company_name },
    { key: 'status', header: say.status(), cell: (row) => <StatusLabel text={row.status_text} /> },
    {
      key: 'protection',
      header: say.protection(),
      cell: (row) =>
        row.is_protect === 1 ? say.protectionRequested() : say.protectionNotRequested(),
    },
    {
      key: 'registered',
      header: say.registered(),
      cell: (row) => formatDate(row.apply_time ?? row.create_time, lang),
    },
    {
      key: 'view',
      header: say.actions(),
      headerHidden: true,
      cell: (row) => (
        <Link to={projectDetailPath(row.id)} className={buttonSmall}>
          <span aria-hidden="true">{say.view()}</span>
          <span className="sr-only">{say.viewRow({ name: row.project_name })}</span>
        </Link>
      ),
    },
  ];
}
