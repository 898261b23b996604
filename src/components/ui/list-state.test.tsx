import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Paging } from '../../lib/use-paging';
import { renderPortal } from '../../testing/render';
import { ListState, type ListQuery } from './list-state';

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

describe('the states of a list', () => {
  it('shows a skeleton while the first page loads', async () => {
    renderList({ isPending: true });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading…');
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
    expect(screen.queryByRole('navigation', { name: 'News pages' })).toBeNull();
  });

  it('shows the rows and the pager, busy while the next page loads', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({
        matches: false,
        media,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    renderList({ data: { list: ['First', 'Second'], total: 42 }, isFetching: true });
    const list = await screen.findByRole('list', { name: 'Articles' });
    expect(list.textContent).toBe('FirstSecond');
    expect(list.parentElement?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'News pages' })).toBeTruthy();
    expect(screen.getByText('Total: 42')).toBeTruthy();
  });
});
