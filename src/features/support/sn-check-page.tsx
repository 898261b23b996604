import { useState } from 'react';
import type { SnCheckResult } from '../../../contract/content';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary } from '../../components/ui/styles';
import { dataOf, tsr } from '../../lib/api/client';
import { formatDate } from '../../lib/intl';
import { useDialogs } from '../../shell/dialogs';
import { LookupForm } from './lookup-form';

function Results({ result }: { result: SnCheckResult }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  return (
    <section aria-labelledby="sn-results" className="mt-8 space-y-4">
      <h2 id="sn-results" className="text-xl font-semibold">
        {LL.support.results()}
      </h2>
      {result.list.length === 0 ? (
        <EmptyState message={LL.support.snNone()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[30rem] border-collapse text-sm">
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.support.sn()}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.support.model()}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.support.startDate()}
                </th>
                <th scope="col" className="py-2 text-start">
                  {LL.support.endDate()}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.list.map((record) => (
                <tr key={record.sn} className="border-b border-gray-200">
                  <td className="py-2 pe-3" dir="ltr">
                    {record.sn}
                  </td>
                  <td className="py-2 pe-3" dir="ltr">
                    {record.model}
                  </td>
                  <td className="py-2 pe-3">{formatDate(record.start_date, lang)}</td>
                  <td className="py-2">{formatDate(record.end_date, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.unmatched.length > 0 ? (
        <p>
          <span className="font-semibold">{LL.support.unmatchedSn()}</span>{' '}
          <span dir="ltr">{result.unmatched.join(', ')}</span>
        </p>
      ) : null}
    </section>
  );
}

function SnLookup() {
  const { LL } = useI18nContext();
  const [result, setResult] = useState<SnCheckResult | null>(null);
  const partner = tsr.checks.isOverseasPartner.useQuery({
    queryKey: ['overseas-partner'],
    select: dataOf,
  });
  if (partner.isPending) return <Skeleton rows={1} />;
  if (partner.isSuccess && !partner.data.isOverseasPartner) {
    return <p className="rounded border border-gray-300 p-4">{LL.support.snPartnersOnly()}</p>;
  }
  return (
    <>
      <LookupForm
        label={LL.support.snField()}
        hint={LL.support.snHint()}
        requiredMessage={LL.support.snRequired()}
        onLookup={async ({ list, captcha, uuid }) => {
          setResult(null);
          const response = await tsr.content.checkSn.mutate({ body: { sn: list, captcha, uuid } });
          setResult(dataOf(response));
        }}
      />
      <div aria-live="polite">{result ? <Results result={result} /> : null}</div>
    </>
  );
}

/** The serial-number warranty check, for overseas local after-sales service partners. */
export function SnCheckPage() {
  const { LL } = useI18nContext();
  const { isLoggedIn } = useSession();
  const dialogs = useDialogs();
  return (
    <>
      <PageHeading title={LL.support.snTitle()}>
        <p className="max-w-3xl text-gray-700">{LL.support.snIntro()}</p>
      </PageHeading>
      {isLoggedIn ? (
        <SnLookup />
      ) : (
        <div className="space-y-4 rounded border border-gray-300 p-6">
          <p>{LL.support.snLoginFirst()}</p>
          <button type="button" className={buttonPrimary} onClick={() => dialogs.open('login')}>
            {LL.shell.login()}
          </button>
        </div>
      )}
    </>
  );
}
