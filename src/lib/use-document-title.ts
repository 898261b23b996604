import { useEffect } from 'react';

/** Names the browser tab after the screen, as screen-reader users hear it first. */
export function useDocumentTitle(title: string, siteName = 'DCN Partner Portal'): void {
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
  }, [title, siteName]);
}
