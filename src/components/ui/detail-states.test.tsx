import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderPortal } from '../../testing/render';
import { DetailStates } from './detail-states';

const back = <a href="/aboutus/news">Back to the news</a>;

describe('the states of a detail screen', () => {
  it('says the information was not found when the id cannot name a record', async () => {
    renderPortal(
      <DetailStates
        back={back}
        title="News"
        idKnown={false}
        query={{ isError: false, refetch: vi.fn() }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'News' })).toBeTruthy();
    expect(screen.getByText('Information not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the news' })).toBeTruthy();
  });

  it('offers a retry that loads the record again after a failure', async () => {
    const refetch = vi.fn();
    renderPortal(
      <DetailStates back={back} title="News" idKnown query={{ isError: true, refetch }} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the back link and no heading while it loads', async () => {
    renderPortal(
      <DetailStates
        back={back}
        title="News"
        idKnown
        query={{ isError: false, refetch: vi.fn() }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Back to the news' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
