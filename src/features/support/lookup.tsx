import { useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { DataTable, type Column } from '../../components/ui/data-table';
import { LookupForm, type LookupRequest } from './lookup-form';

/** What a lookup answers: the records found, and the numbers that matched nothing. */
export interface LookupAnswer<Row> {
  list: readonly Row[];
  unmatched: readonly string[];
}

/**
 * A lookup by numbers (certificates, serial numbers): its form, then, announced when they
 * arrive, the records found in a table (a card each at a phone's width) and the numbers that
 * matched nothing. A new lookup clears the last one's results first, so that the same answer
 * twice is announced twice.
 */
export function Lookup<Row>({
  id,
  form,
  find,
  table,
  unmatchedLabel,
}: {
  /** The id of the results' heading. */
  id: string;
  form: { label: string; hint: string; requiredMessage: string; initial?: string };
  find: (request: LookupRequest) => Promise<LookupAnswer<Row>>;
  table: {
    caption: string;
    columns: readonly Column<Row>[];
    rowKey: (row: Row) => string;
    empty: string;
    minWidth?: string;
  };
  /** 'Unmatched SN:', 'Unmatched certificates:'. */
  unmatchedLabel: string;
}) {
  const { LL } = useI18nContext();
  const [result, setResult] = useState<LookupAnswer<Row> | null>(null);
  return (
    <>
      <LookupForm
        {...form}
        onLookup={async (request) => {
          setResult(null);
          setResult(await find(request));
        }}
      />
      <div aria-live="polite">
        {result ? (
          <section aria-labelledby={id} className="mt-8 space-y-4">
            <h2 id={id} className="text-xl font-semibold">
              {LL.support.results()}
            </h2>
            <DataTable {...table} rows={result.list} cardsWhenNarrow />
            {result.unmatched.length > 0 ? (
              <p>
                <span className="font-semibold">{unmatchedLabel}</span>{' '}
                <span dir="ltr">{result.unmatched.join(', ')}</span>
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </>
  );
}
