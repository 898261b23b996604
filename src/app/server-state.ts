import type { DehydratedState } from '@tanstack/react-query';
import type { Translations } from '../../i18n/i18n-types';
import type { LangCode } from '../../i18n/languages';

/**
 * What a page rendered on the server carries for the browser (src/entry-server.tsx): the
 * answers it was made from and its language's shared texts, in a JSON element.
 */
export interface ServerPageState {
  queries: DehydratedState;
  texts: Translations;
}

/** The id of the element (server/site/pages.ts writes it). */
export const SERVER_STATE_ID = 'portal-state';

/**
 * The state of the page the server rendered, when it was rendered in `lang`; null for a page
 * the browser renders itself, or one rendered in another language.
 *
 * Its answers count as fetched when the page arrived (`now`), not when it was rendered: the
 * server keeps a rendered page only until what it shows changes (server/site/pages.ts), so a page
 * rendered an hour ago is as current as one rendered now, and the app does not ask for its
 * answers again as it takes it over.
 */
export function readServerState(
  lang: LangCode,
  doc: Document = document,
  now: number = Date.now(),
): ServerPageState | null {
  const element = doc.getElementById(SERVER_STATE_ID);
  if (element?.dataset.lang !== lang || !element.textContent) return null;
  const state = JSON.parse(element.textContent) as ServerPageState;
  const queries = state.queries.queries.map((query) => ({
    ...query,
    state: { ...query.state, dataUpdatedAt: now },
  }));
  return { ...state, queries: { ...state.queries, queries } };
}
