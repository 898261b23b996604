import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '../../contract/common';

export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** A new page size starts again from page 1. */
  setPageSize: (size: number) => void;
}

/** Page number and page size of a list; 20 rows per page unless chosen otherwise (spec §9). */
export function usePaging(initialPage = 1, initialSize = DEFAULT_PAGE_SIZE): Paging {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setSize] = useState(initialSize);
  const setPageSize = useCallback((size: number) => {
    setSize(size);
    setPage(1);
  }, []);
  return { page, pageSize, setPage, setPageSize };
}
