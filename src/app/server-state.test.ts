import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_STALE_MS } from '../lib/api/query-keys';
import { readServerState, SERVER_STATE_ID, type ServerPageState } from './server-state';

const RENDERED_AT = Date.parse('2026-11-29T08:00:00Z');
const ARRIVED_AT = RENDERED_AT + 60 * 60_000;

/** A page as the server kept it: rendered an hour before it arrives. */
function keptPage(lang: string): Document {
  const rendered = new QueryClient();
  rendered.setQueryData(
    ['public', 'layout', 'en'],
    { menu: ['Products'] },
    { updatedAt: RENDERED_AT },
  );
  const state: ServerPageState = {
    queries: dehydrate(rendered),
    texts: {} as ServerPageState['texts'],
  };
  const doc = document.implementation.createHTMLDocument('page');
  const element = doc.createElement('script');
  element.type = 'application/json';
  element.id = SERVER_STATE_ID;
  element.dataset.lang = lang;
  element.textContent = JSON.stringify(state);
  doc.body.append(element);
  return doc;
}

describe('readServerState', () => {
  // The page arrives an hour after it was rendered, by a clock the test holds.
  beforeEach(() => {
    vi.useFakeTimers({ now: ARRIVED_AT });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts a kept page’s answers as fetched when the page arrived, so none is asked for again', () => {
    const state = readServerState('en', keptPage('en'));
    if (state === null) throw new Error('the page carries no state in English');
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: PUBLIC_STALE_MS } } });
    hydrate(client, state.queries);
    const query = client.getQueryCache().find({ queryKey: ['public', 'layout', 'en'] });
    expect(query?.state.data).toEqual({ menu: ['Products'] });
    expect(query?.state.dataUpdatedAt).toBe(ARRIVED_AT);
    // Five minutes of freshness from its arrival, not from its render an hour before.
    expect(query?.isStaleByTime(PUBLIC_STALE_MS)).toBe(false);
  });

  it('answers null for a page rendered in another language', () => {
    expect(readServerState('ara', keptPage('en'), ARRIVED_AT)).toBeNull();
  });
});
