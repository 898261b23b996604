import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { renderPortal } from '../../testing/render';
import { DetailStates } from './detail-states';

const back = <a href="/aboutus/news">Back to the news</a>;

function renderStates(
  idKnown: boolean,
  query: { isError: boolean; error?: unknown; refetch?: () => unknown },
) {
  const refetch = query.refetch ?? vi.fn();
  renderPortal(
    <DetailStates back={back} title="News" idKnown={idKnown} query={{ ...query, refetch }} />,
  );
  return refetch;
}

describe('the states of a detail screen', () => {
  it('says the information was not found when the id cannot name a record', async () => {
    renderStates(false, { isError: false });
    expect(await screen.findByRole('heading', { name: 'News' })).toBeTruthy();
    expect(screen.getByText('Information not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the news' })).toBeTruthy();
  });

  it('offers a retry that loads the record again after a failure', async () => {
    const refetch = renderStates(true, { isError: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says the information was not found when the server knows no such record', async () => {
    renderStates(true, {
      isError: true,
      error: new ApiError('refused', 'Information not found', 0),
    });
    expect(await screen.findByText('Information not found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says what went wrong beside the retry when the server could not be reached', async () => {
    renderStates(true, { isError: true, error: new ApiError('network', 'Failed to fetch') });
    expect(
      await screen.findByText('The portal cannot reach the server. Check your connection.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the back link and no heading while it loads', async () => {
    renderStates(true, { isError: false });
    expect(await screen.findByRole('link', { name: 'Back to the news' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
