import { useI18nContext } from '../../../i18n/i18n-react';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { CARDS_BEFORE_FOLD, CardGrid } from '../../components/ui/summary-card';
import { usePaging } from '../../lib/use-paging';
import { useSolutionList } from './api';
import { SolutionCard } from './solution-card';

/** The solutions, by industry. */
export function SolutionListPage() {
  const { LL } = useI18nContext();
  const paging = usePaging();
  const solutions = useSolutionList({ page: paging.page, limit: paging.pageSize });

  return (
    <>
      <PageHeading title={LL.solutions.title()}>
        <p className="max-w-3xl text-gray-700">{LL.solutions.intro()}</p>
      </PageHeading>
      <ListState
        query={solutions}
        paging={paging}
        pagerLabel={LL.solutions.pages()}
        empty={LL.lists.noData()}
        skeleton={{ rows: 6, variant: 'cards' }}
      >
        {(list) => (
          <CardGrid>
            {list.map((solution, index) => (
              <li key={solution.id}>
                <SolutionCard
                  solution={solution}
                  headingLevel={2}
                  eager={index < CARDS_BEFORE_FOLD}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </ListState>
    </>
  );
}
