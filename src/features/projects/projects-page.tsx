import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PROJECT_STATUS, type ProjectStatusName } from '../../../contract/projects';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';

import { PagedTable } from '../../components/ui/paged-table';
import { PageHeading } from '../../components/ui/page-heading';
import { SelectField, TextField } from '../../components/ui/form-field';
import { buttonPrimary, buttonSecondary } from '../../components/ui/styles';
import { usePaging } from '../../lib/use-paging';
import { useProjectList } from './api';
import { DppNotice, useMayRegister } from './dpp-notice';
import { projectColumns } from './project-columns';
import { KEYWORD_MAX } from '../../../contract/common';

interface Filter {
  keyword: string;
  /** A status code as text; '' for every state. */
  status: string;
}

const STATUS_NAMES = Object.keys(PROJECT_STATUS) as ProjectStatusName[];

/** The filter of the list: a keyword on the project or end user, and the state. */
function FilterForm({ filter, onFilter }: { filter: Filter; onFilter: (next: Filter) => void }) {
  const { LL } = useI18nContext();
  const say = LL.projects;
  const keywordId = useId();
  const statusId = useId();
  const [typed, setTyped] = useState(filter);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ keyword: typed.keyword.trim(), status: typed.status });
  };
  const filtered = filter.keyword !== '' || filter.status !== '';
  return (
    <search aria-label={say.filterRegion()} className="mb-4">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <TextField
          id={keywordId}
          label={say.keyword()}
          type="search"
          maxLength={KEYWORD_MAX}
          value={typed.keyword}
          onChange={(keyword) => setTyped({ ...typed, keyword })}
          className="min-w-0 flex-1 basis-56"
        />
        <SelectField
          id={statusId}
          label={say.status()}
          value={typed.status}
          onChange={(status) => setTyped({ ...typed, status })}
          placeholder={say.allStatuses()}
          options={STATUS_NAMES.map((name) => ({
            value: String(PROJECT_STATUS[name]),
            label: say.statusName[name](),
          }))}
          className="min-w-0 basis-48"
        />
        <button type="submit" className={buttonSecondary}>
          {say.filter()}
        </button>
        {filtered ? (
          <button
            type="button"
            className={buttonSecondary}
            onClick={() => {
              setTyped({ keyword: '', status: '' });
              onFilter({ keyword: '', status: '' });
            }}
          >
            {say.clearFilter()}
          </button>
        ) : null}
      </form>
    </search>
  );
}

/**
 * The projects (/personal/project): the partner's registrations, filtered by keyword and state
 * and paged, each leading to its detail. A Direct Project Partner registers a new one here;
 * anyone else is told why they cannot, and what to do instead.
 */
export function ProjectsPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.projects;
  const mayRegister = useMayRegister();
  const paging = usePaging();
  const [filter, setFilter] = useState<Filter>({ keyword: '', status: '' });
  const list = useProjectList({
    page: paging.page,
    limit: paging.pageSize,
    ...(filter.keyword ? { keyword: filter.keyword } : {}),
    ...(filter.status ? { status: Number(filter.status) } : {}),
  });
  const filtered = filter.keyword !== '' || filter.status !== '';
  return (
    <div>
      <PageHeading title={say.title()}>
        <p className="max-w-prose text-gray-700">{say.intro()}</p>
      </PageHeading>
      {mayRegister ? (
        <div className="mb-4">
          <Link to="/personal/project/register" className={buttonPrimary}>
            {say.register()}
          </Link>
        </div>
      ) : (
        <DppNotice />
      )}
      <FilterForm
        filter={filter}
        onFilter={(next) => {
          setFilter(next);
          paging.setPage(1);
        }}
      />
      <PagedTable
        query={list}
        paging={paging}
        pagerLabel={say.pages()}
        caption={say.caption()}
        columns={projectColumns(LL, lang)}
        empty={filtered ? LL.lists.noResults() : LL.lists.noData()}
        skeletonRows={4}
        heading={filtered ? say.resultsFiltered() : undefined}
      />
    </div>
  );
}
