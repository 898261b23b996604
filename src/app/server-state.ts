import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../lib/api/client';
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

/** A refused call as the page carries it: what the browser needs to make its `ApiError` again. */
export interface ServerRefusal {
  refused: true;
  message: string;
  code: number | null;
}

/** A refusal, written for the page. */
export function refusalOf(error: ApiError): ServerRefusal {
  return { refused: true, message: error.message, code: error.code };
}

function isServerRefusal(value: unknown): value is ServerRefusal {
  return typeof value === 'object' && value !== null && 'refused' in value;
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
  const queries = state.queries.queries.map(({ state: answer, ...query }) => {
    const { error } = answer;
    return {
      ...query,
      state: {
        ...answer,
        dataUpdatedAt: now,
        // A refusal is the client's own error again, as the screens test for it.
        error: isServerRefusal(error) ? new ApiError('refused', error.message, error.code) : error,
      },
    };
  });
  return { ...state, queries: { ...state.queries, queries } };
}
