import { describe, expect, it, vi } from 'vitest';
import { deskList } from './desk-list';
import type { Paging } from '../../lib/use-paging';

const texts = {
  pages: () => 'Pages of projects',
  none: () => 'No project registrations in this state.',
  noMatch: ({ keyword }: { keyword: string }) => `No project registration matches “${keyword}”.`,
};
const paging: Paging = { page: 1, pageSize: 20, setPage: vi.fn(), setPageSize: vi.fn() };

describe('a desk list', () => {
  it('says the state is empty when nothing narrows it', () => {
    expect(deskList(texts, paging, 'Projects', '').empty).toBe(
      'No project registrations in this state.',
    );
  });

  it('says the search found nothing, naming it, when a keyword narrows it', () => {
    expect(deskList(texts, paging, 'Projects', 'campus').empty).toBe(
      'No project registration matches “campus”.',
    );
  });
});
