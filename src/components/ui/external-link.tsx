import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';

/**
 * A link that opens another site or a file in a new window, with no access back to the portal
 * (`rel="noopener noreferrer"`), and says so to screen readers. `note` replaces the spoken
 * '(opens in a new window)' when the link needs more words, such as the name of what it opens.
 */
export function ExternalLink({
  children,
  note,
  ...props
}: Omit<ComponentPropsWithRef<'a'>, 'target' | 'rel'> & { note?: ReactNode }) {
  const { LL } = useI18nContext();
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> {note ?? `(${LL.shell.opensInNewWindow()})`}</span>
    </a>
  );
}
