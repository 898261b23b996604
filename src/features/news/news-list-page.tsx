import { keepPreviousData } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadError } from '../../components/ui/load-error';
import { PageHeading } from '../../components/ui/page-heading';
import { Pager } from '../../components/ui/pager';
import { Skeleton } from '../../components/ui/skeleton';
import { SummaryCard } from '../../components/ui/summary-card';
import { dataOf, tsr } from '../../lib/api/client';
import { formatDate } from '../../lib/intl';
import { PAGE_MEMORY_KEYS, recallNumber, rememberNumber } from '../../lib/page-memory';
import { usePaging } from '../../lib/use-paging';
import { useReturning } from '../../lib/use-returning';

/**
 * The news, newest first. The page number is remembered, and restored when the reader comes
 * back from an article.
 */
export function NewsListPage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const returning = useReturning();
  const paging = usePaging(
    (returning ? recallNumber(PAGE_MEMORY_KEYS.newsPage) : null) ?? 1,
    (returning ? recallNumber(PAGE_MEMORY_KEYS.newsPageSize) : null) ?? DEFAULT_PAGE_SIZE,
  );
  const query = { page: paging.page, limit: paging.pageSize };
  const news = tsr.content.newsList.useQuery({
    queryKey: ['news', lang, query],
    queryData: { query },
    select: dataOf,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    rememberNumber(PAGE_MEMORY_KEYS.newsPage, paging.page);
    rememberNumber(PAGE_MEMORY_KEYS.newsPageSize, paging.pageSize);
  }, [paging.page, paging.pageSize]);

  return (
    <>
      <PageHeading title={LL.news.title()} />
      {news.isPending ? (
        <Skeleton rows={5} />
      ) : news.isError ? (
        <LoadError onRetry={() => void news.refetch()} />
      ) : news.data.list.length === 0 ? (
        <EmptyState message={LL.lists.noData()} />
      ) : (
        <div aria-busy={news.isFetching}>
          <ul className="space-y-4">
            {news.data.list.map((item) => (
              <li key={item.id}>
                <SummaryCard
                  headingLevel={2}
                  to={`/aboutus/news/detail?id=${item.id}`}
                  title={item.title}
                  summary={item.summary}
                  meta={
                    <time dateTime={item.create_time.slice(0, 10)}>
                      {formatDate(item.create_time, lang)}
                    </time>
                  }
                />
              </li>
            ))}
          </ul>
          <Pager
            label={LL.news.pages()}
            page={paging.page}
            pageSize={paging.pageSize}
            total={news.data.total}
            onPageChange={paging.setPage}
            onPageSizeChange={paging.setPageSize}
          />
        </div>
      )}
    </>
  );
}
