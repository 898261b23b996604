import { useEffect } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../../contract/values';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { PAGE_MEMORY_KEYS, recallNumber, rememberNumber } from '../../lib/page-memory';
import { usePaging } from '../../lib/use-paging';
import { useReturning } from '../../lib/use-returning';
import { useNewsList } from './api';
import { NewsCard } from './news-card';

/**
 * The news, newest first. The page number is remembered, and restored when the reader comes
 * back from an article.
 */
export function NewsListPage() {
  const { LL } = useI18nContext();
  const returning = useReturning();
  const paging = usePaging(
    (returning ? recallNumber(PAGE_MEMORY_KEYS.newsPage) : null) ?? 1,
    (returning ? recallNumber(PAGE_MEMORY_KEYS.newsPageSize) : null) ?? DEFAULT_PAGE_SIZE,
  );
  const news = useNewsList({ page: paging.page, limit: paging.pageSize });

  useEffect(() => {
    rememberNumber(PAGE_MEMORY_KEYS.newsPage, paging.page);
    rememberNumber(PAGE_MEMORY_KEYS.newsPageSize, paging.pageSize);
  }, [paging.page, paging.pageSize]);

  return (
    <>
      <PageHeading title={LL.news.title()} />
      <ListState
        query={news}
        paging={paging}
        pagerLabel={LL.news.pages()}
        empty={LL.lists.noData()}
        skeleton={{ rows: 5 }}
      >
        {(list) => (
          <ul className="space-y-4">
            {list.map((item) => (
              <li key={item.id}>
                <NewsCard article={item} headingLevel={2} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
