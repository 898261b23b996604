import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';

/** Back-office HTML, sanitised, in the portal's text styles. */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
