import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import { textOfHtml } from '../../lib/text-language';
import { useTextLanguage } from '../../lib/use-text-language';

/**
 * Back-office HTML, sanitised, in the portal's text styles. HTML in another language than the
 * page carries its own `lang` and `dir`.
 */
export function SafeHtml({ html, className = '' }: { html: string; className?: string }) {
  const languageOf = useTextLanguage();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      {...languageOf(textOfHtml(clean))}
      className={`rich-text ${className}`}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
