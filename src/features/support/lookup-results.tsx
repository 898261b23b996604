import type { ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';

/** The results of a lookup: its table, then the numbers that matched nothing. */
export function LookupResults({
  id,
  unmatched,
  unmatchedLabel,
  children,
}: {
  id: string;
  unmatched: readonly string[];
  /** 'Unmatched SN:', 'Unmatched certificates:'. */
  unmatchedLabel: string;
  children: ReactNode;
}) {
  const { LL } = useI18nContext();
  return (
    <section aria-labelledby={id} className="mt-8 space-y-4">
      <h2 id={id} className="text-xl font-semibold">
        {LL.support.results()}
      </h2>
      {children}
      {unmatched.length > 0 ? (
        <p>
          <span className="font-semibold">{unmatchedLabel}</span>{' '}
          <span dir="ltr">{unmatched.join(', ')}</span>
        </p>
      ) : null}
    </section>
  );
}
