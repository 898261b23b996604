import type { QueuedProject } from '../../../contract/backoffice-projects';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { formatDateTime } from '../../lib/intl';
import type { Column } from '../../components/ui/data-table';
import { SelectField } from '../../components/ui/form-field';
import { PagedTable } from '../../components/ui/paged-table';
import { deskList } from './desk-list';
import { PageHeading } from '../../components/ui/page-heading';
import { OpenButton, opens, useDeskRecord } from './desk-record';
import { useListSearch } from '../../components/ui/searched-list';
import { DeskSearch } from './desk-search';
import { useProjectQueue } from './projects-api';
import { ProjectPanel } from './project-panel';

/** The project states head office lists, by the code the calls answer. */
const STATUSES = { applying: 1, approved: 2, rejected: 3, expired: 4 } as const;

/**
 * Project registrations by state, applying ones first in line, searched by project, company or
 * e-mail; opening one shows it with its history and audit trail, and the decision while it is
 * applying.
 */
export function ProjectsDesk() {
  const { lang } = useLanguage();
  const { LL } = useI18nContext();
  const t = LL.backofficeDesks.projects;
  const record = useDeskRecord();
  const asked = Number(record.filter('status'));
  const status = Object.values(STATUSES).find((code) => code === asked) ?? STATUSES.applying;
  const { paging, keyword, search } = useListSearch();
  const projects = useProjectQueue(status, keyword, paging.page, paging.pageSize);
  const columns: Column<QueuedProject>[] = [
    { key: 'name', header: t.name(), cell: (p) => p.project_name },
    { key: 'partner', header: t.partner(), cell: (p) => p.partner.company },
    { key: 'end-user', header: t.endUser(), cell: (p) => p.end_company_name },
    {
      key: 'applied',
      header: t.applied(),
      cell: (p) => (p.apply_time ? formatDateTime(p.apply_time, lang) : '—'),
    },
    {
      key: 'protection',
      header: t.protection(),
      cell: (p) => (p.is_protect === 1 ? t.requested() : t.notRequested()),
    },
    {
      key: 'open',
      header: t.open(),
      headerHidden: true,
      align: 'end',
      cell: (p) => <OpenButton {...opens(record, p.id)} label={t.open()} name={p.project_name} />,
    },
  ];
  return (
    <>
      <PageHeading title={t.title()} />
      <div className="mb-4 flex flex-wrap items-end gap-x-6 gap-y-3">
        <SelectField
          id="projects-status"
          label={t.status()}
          className="max-w-xs"
          value={String(status)}
          onChange={(value) => {
            record.setFilter('status', value === String(STATUSES.applying) ? '' : value);
            paging.setPage(1);
          }}
          options={Object.entries(STATUSES).map(([name, code]) => ({
            value: String(code),
            label: t.statuses[name as keyof typeof STATUSES](),
          }))}
        />
        <DeskSearch keyword={keyword} onSearch={search} texts={t} />
      </div>
      <PagedTable query={projects} columns={columns} {...deskList(t, paging, t.title(), keyword)} />
      {record.selected !== null ? (
        <ProjectPanel key={record.selected} id={record.selected} onClose={record.close} />
      ) : null}
    </>
  );
}
