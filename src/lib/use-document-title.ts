import { useEffect } from 'react';

/** The head of a page rendered on the server: its title and its description. */
export interface PageHead {
  title: string;
  description: string;
  /** Set when the screen shows that what the address names does not exist (a 404). */
  notFound?: boolean;
}

/** The head being filled by the server's render under way, if any (one render at a time). */
let collecting: PageHead | null = null;

/**
 * Runs a server render (`renderToString`, synchronous), filling `head` with what the screens
 * say; the browser, which sets `document.title` itself, never calls it.
 */
export function collectHead<T>(head: PageHead, render: () => T): T {
  collecting = head;
  try {
    return render();
  } finally {
    collecting = null;
  }
}

/** The site's name in the tab until the layout settings name it. */
export const SITE_NAME = 'DCN Partner Portal';

export function fullTitle(title: string, siteName = SITE_NAME): string {
  return title ? `${title} | ${siteName}` : siteName;
}

/** Notes part of the head for the server's render under way, if any. */
function noteForServer(part: 'title' | 'description', text: string): void {
  if (collecting && text) collecting[part] = text;
}

/**
 * Tells the server's render under way, if any, that the screen shows 'not found' for its
 * address (a detail page without an id that can name a record): the page answers 404.
 */
export function noteNotFound(): void {
  if (collecting) collecting.notFound = true;
}

/** Names the browser tab after the screen, as screen-reader users hear it first. */
export function useDocumentTitle(title: string, siteName = SITE_NAME): void {
  noteForServer('title', fullTitle(title, siteName));
  useEffect(() => {
    document.title = fullTitle(title, siteName);
  }, [title, siteName]);
}

/**
 * Describes the page for search engines and link previews (the server's render puts it in
 * `<meta name="description">`): the screen's summary, as the screen shows it.
 */
export function useDocumentDescription(description: string): void {
  noteForServer('description', description);
}
