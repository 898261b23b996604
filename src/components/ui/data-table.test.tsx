import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../testing/render';
import { DataTable, type Column } from './data-table';

interface Line {
  id: number;
  model: string;
  price: string;
}

const columns: Column<Line>[] = [
  { key: 'model', header: 'Model', cell: (line) => line.model, ltr: true },
  { key: 'price', header: 'Price', cell: (line) => line.price, align: 'end' },
  {
    key: 'actions',
    header: 'Actions',
    headerHidden: true,
    cell: () => <button type="button">Remove</button>,
  },
];

describe('the data table', () => {
  it('names itself with its caption and has a header cell for every column', async () => {
    renderPortal(
      <DataTable
        caption="Cart"
        columns={columns}
        rows={[
          { id: 1, model: 'S5750E-28X-SI', price: '$1,200.00' },
          { id: 2, model: 'DCWS-6028', price: '$3,400.00' },
        ]}
        rowKey={(line) => line.id}
        empty="No data found"
      />,
    );
    const table = await screen.findByRole('table', { name: 'Cart' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Model', 'Price', 'Actions']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(cells[0]?.textContent).toBe('S5750E-28X-SI');
    // The value is set left to right inside the cell, which keeps the page's direction.
    expect(cells[0]?.getAttribute('dir')).toBeNull();
    expect(cells[0]?.querySelector('[dir="ltr"]')?.textContent).toBe(cells[0]?.textContent);
    expect(within(rows[2] as HTMLElement).getByRole('button', { name: 'Remove' })).toBeTruthy();
  });

  it('shows the empty state instead of a table without rows', async () => {
    renderPortal(
      <DataTable
        caption="Cart"
        columns={columns}
        rows={[]}
        rowKey={(line) => line.id}
        empty="No data found"
      />,
    );
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'No data found');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
