import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Paging } from '../../lib/use-paging';
import { renderPortal } from '../../testing/render';
import { ListState, type ListQuery } from './list-state';
import { stubMediaQueries } from '../../testing/media';

const paging: Paging = { page: 1, pageSize: 20, setPage: vi.fn(), setPageSize: vi.fn() };

function renderList(query: Partial<ListQuery<string>>) {
  const full: ListQuery<string> = {
    isPending: false,
    isError: false,
    isFetching: false,
    data: undefined,
    refetch: vi.fn(),
    ...query,
  };
  renderPortal(
    <ListState query={full} paging={paging} pagerLabel="News pages" empty="No data found">
      {(list) => (
        <ul aria-label="Articles">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListState>,
  );
  return full;
}

/** A screen as wide as a desktop's, for the pager's media query. */
function wideScreen() {
  stubMediaQueries(() => false);
}

describe('the states of a list', () => {
  it('shows a skeleton while the first page loads', async () => {
    renderList({ isPending: true });
    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((status) => status.textContent)).toEqual(['', 'Loading…']);
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
  });

  it('offers a retry when the list could not load', async () => {
    const query = renderList({ isError: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('says so when there is nothing', async () => {
    renderList({ data: { list: [], total: 0 } });
    expect(await screen.findByText('No data found')).toBeTruthy();
    // Read with the screen, not told again as news.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
  });

  it('shows the rows and the pager, busy while the next page loads', async () => {
    wideScreen();
    renderList({ data: { list: ['First', 'Second'], total: 42 }, isFetching: true });
    const list = await screen.findByRole('list', { name: 'Articles' });
    expect(list.textContent).toBe('FirstSecond');
    expect(list.parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'News pages' })).toBeTruthy();
    expect(screen.getByText('Total: 42')).toBeTruthy();
  });
});

type Page = { list: string[]; total: number } | undefined;

/** A list whose rows a button replaces, as a search, a filter or another page does. */
function ChangingList({ pages, tellsFirstRows }: { pages: Page[]; tellsFirstRows?: boolean }) {
  const [at, setAt] = useState(0);
  const [empty, setEmpty] = useState('No Results');
  const data = pages[at];
  const query: ListQuery<string> = {
    isPending: data === undefined,
    isError: false,
    isFetching: false,
    data,
    refetch: vi.fn(),
  };
  return (
    <>
      <button type="button" onClick={() => setAt(at + 1)}>
        Search
      </button>
      <button type="button" onClick={() => setEmpty('لا توجد نتائج')}>
        العربية
      </button>
      <ListState
        query={query}
        paging={paging}
        pagerLabel="News pages"
        empty={empty}
        tellsFirstRows={tellsFirstRows}
      >
        {(list) => <p>{list.join(', ')}</p>}
      </ListState>
    </>
  );
}

describe('what a list tells a screen reader', () => {
  const search = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  const told = () => screen.getAllByRole('status')[0]?.textContent ?? null;

  it('tells how many rows another search shows, or that it found nothing, not the first rows', async () => {
    wideScreen();
    const pages: Page[] = [
      undefined,
      { list: ['First', 'Second'], total: 42 },
      { list: ['Third'], total: 1 },
      { list: [], total: 0 },
    ];
    renderPortal(<ChangingList pages={pages} />);
    // The first rows arrive after loading: the screen is read, nothing is told.
    search();
    expect(await screen.findByText('First, Second')).toBeTruthy();
    expect(told()).toBe('');
    search();
    expect(await screen.findByText('Third')).toBeTruthy();
    expect(told()?.trim()).toBe('Total: 1');
    search();
    // Shown, and told.
    expect(await screen.findAllByText('No Results')).toHaveLength(2);
    expect(told()?.trim()).toBe('No Results');
    // The empty message on the page is not a second status.
    expect(screen.getAllByRole('status')).toHaveLength(1);
    // In another language, what was told is in it too.
    fireEvent.click(screen.getByRole('button', { name: 'العربية' }));
    expect(told()?.trim()).toBe('لا توجد نتائج');
  });

  it('tells the same words twice when two searches find as many, and nothing while one loads', async () => {
    wideScreen();
    const pages: Page[] = [
      { list: ['First'], total: 1 },
      { list: ['Second'], total: 1 },
      { list: ['Third'], total: 1 },
      undefined,
    ];
    renderPortal(<ChangingList pages={pages} />);
    expect(await screen.findByText('First')).toBeTruthy();
    expect(told()).toBe('');
    search();
    expect(await screen.findByText('Second')).toBeTruthy();
    const once = told();
    search();
    expect(await screen.findByText('Third')).toBeTruthy();
    const twice = told();
    expect([once?.trim(), twice?.trim()]).toEqual(['Total: 1', 'Total: 1']);
    expect(twice).not.toBe(once);
    search();
    // Other rows loading: the status is emptied, which a screen reader does not read.
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(told()).toBe('');
  });

  it('tells the first rows of a list a search brought onto the screen', async () => {
    wideScreen();
    renderPortal(<ChangingList pages={[undefined, { list: [], total: 0 }]} tellsFirstRows />);
    expect(told()).toBe('');
    search();
    expect(await screen.findAllByText('No Results')).toHaveLength(2);
    expect(told()?.trim()).toBe('No Results');
  });
});

/**
 * A list of 45 rows whose page changes at once and whose rows come later, as a list that keeps
 * its last rows while the next page loads (`placeholderData`).
 */
function PagedList() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [rowsFor, setRowsFor] = useState({ page: 1, pageSize: 20 });
  const [data, setData] = useState({ list: ['Row 1'], total: 45 });
  const query: ListQuery<string> = {
    isPending: false,
    isError: false,
    isFetching: rowsFor.page !== page || rowsFor.pageSize !== pageSize,
    data,
    refetch: vi.fn(),
  };
  return (
    <>
      <button type="button" onClick={() => setPage(page + 1)}>
        Next page
      </button>
      <button type="button" onClick={() => (setPage(1), setPageSize(50))}>
        Fifty a page
      </button>
      <button
        type="button"
        onClick={() => {
          setRowsFor({ page, pageSize });
          setData({ list: [`Row ${(page - 1) * pageSize + 1}`], total: 45 });
        }}
      >
        Rows in
      </button>
      <ListState
        query={query}
        paging={{ page, pageSize, setPage, setPageSize }}
        pagerLabel="News pages"
        empty="No Results"
      >
        {(list) => <p>{list.join(', ')}</p>}
      </ListState>
    </>
  );
}

describe('what a list of several pages tells a screen reader', () => {
  const told = () => screen.getAllByRole('status')[0]?.textContent?.trim() ?? null;
  const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

  it('tells which page of how many shows, once that page’s rows are in', async () => {
    wideScreen();
    renderPortal(<PagedList />);
    expect(await screen.findByText('Row 1')).toBeTruthy();
    expect(told()).toBe('');
    // The next page is asked for; its rows are not in yet: nothing is told.
    click('Next page');
    expect(told()).toBe('');
    click('Rows in');
    expect(await screen.findByText('Row 21')).toBeTruthy();
    expect(told()).toBe('Page 2 of 3. Total: 45');
    click('Next page');
    expect(told()).toBe('Page 2 of 3. Total: 45');
    click('Rows in');
    expect(await screen.findByText('Row 41')).toBeTruthy();
    expect(told()).toBe('Page 3 of 3. Total: 45');
    // All on one page: the count alone.
    click('Fifty a page');
    click('Rows in');
    expect(await screen.findByText('Row 1')).toBeTruthy();
    expect(told()).toBe('Total: 45');
  });
});
