import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../contract/values';
import { scrollToTop } from './scroll';

export interface Paging {
  page: number;
  pageSize: number;
  /** Another page starts at the top of the screen, as every navigation does. */
  setPage: (page: number) => void;
  /** A new page size starts again from page 1, at the top. */
  setPageSize: (size: number) => void;
}

/** Page number and page size of a list; 20 rows per page unless chosen otherwise. */
export function usePaging(initialPage = 1, initialSize = DEFAULT_PAGE_SIZE): Paging {
  const [page, setPageState] = useState(initialPage);
  const [pageSize, setSize] = useState(initialSize);
  const setPage = useCallback((next: number) => {
    setPageState(next);
    scrollToTop();
  }, []);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPageState(1);
    scrollToTop();
  }, []);
  return { page, pageSize, setPage, setPageSize };
}
