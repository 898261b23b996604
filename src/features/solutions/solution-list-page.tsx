import { keepPreviousData } from '@tanstack/react-query';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Pager } from '../../components/ui/pager';
import { Skeleton } from '../../components/ui/skeleton';
import { CardGrid, SummaryCard } from '../../components/ui/summary-card';
import { dataOf, tsr } from '../../lib/api/client';
import { usePaging } from '../../lib/use-paging';

/** The solutions, by industry. */
export function SolutionListPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const paging = usePaging();
  const query = { page: paging.page, limit: paging.pageSize };
  const solutions = tsr.content.solutionList.useQuery({
    queryKey: ['solutions', lang, query],
    queryData: { query },
    select: dataOf,
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <PageHeading title={LL.solutions.title()}>
        <p className="max-w-3xl text-gray-700">{LL.solutions.intro()}</p>
      </PageHeading>
      {solutions.isPending ? (
        <Skeleton variant="cards" rows={6} />
      ) : solutions.isError ? (
        <LoadError onRetry={() => void solutions.refetch()} />
      ) : solutions.data.list.length === 0 ? (
        <EmptyState message={LL.lists.noData()} />
      ) : (
        <div aria-busy={solutions.isFetching}>
          <CardGrid>
            {solutions.data.list.map((solution) => (
              <li key={solution.id}>
                <SummaryCard
                  headingLevel={2}
                  to={`/solution/detail?id=${solution.id}`}
                  title={solution.title}
                  image={solution.image}
                  summary={solution.summary}
                  meta={solution.industry}
                />
              </li>
            ))}
          </CardGrid>
          <Pager
            label={LL.solutions.pages()}
            page={paging.page}
            pageSize={paging.pageSize}
            total={solutions.data.total}
            onPageChange={paging.setPage}
            onPageSizeChange={paging.setPageSize}
          />
        </div>
      )}
    </>
  );
}
