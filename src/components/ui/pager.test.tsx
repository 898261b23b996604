import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/render';
import { Pager } from './pager';
import { stubMediaQueries } from '../../testing/media';

function mockWidth(narrow: boolean) {
  stubMediaQueries((query) => narrow && query.includes('max-width: 991.98px'));
}

function renderPager(page = 10, total = 400) {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  renderPortal(
    <Pager
      label="News pages"
      page={page}
      pageSize={20}
      total={total}
      onPageChange={onPageChange}
      onPageSizeChange={onPageSizeChange}
    />,
  );
  return { onPageChange, onPageSizeChange };
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'News pages' }))
    .getAllByRole('button')
    .filter((button) => /^Page /.test(button.getAttribute('aria-label') ?? ''));

describe('the pager', () => {
  it('shows seven page numbers from 992px wide, the current one marked', async () => {
    mockWidth(false);
    renderPager();
    await screen.findByRole('navigation', { name: 'News pages' });
    expect(pageButtons()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Page 10' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBeNull();
  });

  it('shows five page numbers under 992px', async () => {
    mockWidth(true);
    renderPager();
    await screen.findByRole('navigation', { name: 'News pages' });
    expect(pageButtons()).toHaveLength(5);
  });

  it('offers 10, 20, 30 and 50 rows per page, and moves between pages', async () => {
    mockWidth(false);
    const { onPageChange, onPageSizeChange } = renderPager();
    const size = await screen.findByLabelText('Rows per page');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', '50']);
    expect((size as HTMLSelectElement).value).toBe('20');
    fireEvent.change(size, { target: { value: '50' } });
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(11);
    fireEvent.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(onPageChange).toHaveBeenCalledWith(20);
  });

  it('cannot go before the first page or after the last', async () => {
    mockWidth(false);
    renderPager(1, 15);
    await screen.findByRole('navigation', { name: 'News pages' });
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Total: 15')).toBeTruthy();
  });
});
