import { Link } from 'react-router';
import { textLink } from '../../components/ui/styles';
import { useState } from 'react';
import type { ExamResult } from '../../../contract/training';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { PagedTable } from '../../components/ui/paged-table';
import { PageHeading } from '../../components/ui/page-heading';
import { SearchForm } from '../../components/ui/search-form';
import { formatDateTime, formatNumber } from '../../lib/intl';
import { usePaging } from '../../lib/use-paging';
import { useGrades } from './api';

/**
 * The user's exam results (/personal/grades, reached by route only): name, permit number,
 * category, score, exam time and region, newest first, narrowed by permit number.
 */
export function GradesPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const say = LL.training;
  const paging = usePaging();
  const [permit, setPermit] = useState('');
  const grades = useGrades({
    page: paging.page,
    limit: paging.pageSize,
    ...(permit ? { exam_permit_number: permit } : {}),
  });
  const columns: Column<ExamResult>[] = [
    { key: 'category', header: say.result.category(), cell: (row) => row.category_name },
    { key: 'name', header: say.column.name(), cell: (row) => row.name },
    {
      key: 'permit',
      header: say.column.permit(),
      cell: (row) => row.exam_permit_number,
      ltr: true,
    },
    {
      key: 'score',
      header: say.result.score(),
      align: 'end',
      cell: (row) => formatNumber(row.score, lang),
    },
    {
      key: 'passed',
      header: say.result.outcome(),
      cell: (row) => (row.passed ? say.result.passed() : say.result.notPassed()),
    },
    {
      key: 'certificate',
      header: say.result.certificate(),
      cell: (row) =>
        row.certificate === null ? (
          '—'
        ) : (
          <Link
            to={`/support/certificateverification?number=${encodeURIComponent(row.certificate)}`}
            className={textLink}
            dir="ltr"
          >
            {row.certificate}
          </Link>
        ),
    },
    { key: 'time', header: say.result.time(), cell: (row) => formatDateTime(row.exam_time, lang) },
    { key: 'region', header: say.result.region(), cell: (row) => row.region },
  ];
  return (
    <div>
      <PageHeading title={say.gradesTitle()}>
        <p className="max-w-prose text-gray-700">{say.gradesIntro()}</p>
      </PageHeading>
      <SearchForm
        keyword={permit}
        onSearch={(next) => {
          setPermit(next);
          paging.setPage(1);
        }}
        region={say.searchRegion()}
        label={say.searchLabel()}
        submitLabel={say.searchSubmit()}
        clearLabel={say.clearSearch()}
      />
      {permit ? (
        <h2 className="mb-2 text-lg font-semibold text-gray-900">
          {say.resultsFor({ keyword: permit })}
        </h2>
      ) : null}
      <PagedTable
        query={grades}
        paging={paging}
        pagerLabel={say.gradesPages()}
        caption={say.gradesCaption()}
        columns={columns}
        empty={permit ? LL.lists.noResults() : LL.lists.noData()}
      />
    </div>
  );
}
