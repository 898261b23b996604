import { useState } from 'react';
import type { SnCheckResult, SnRecord } from '../../../contract/lookups';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import { DataTable, type Column } from '../../components/ui/data-table';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';
import { useDialogs } from '../../shell/dialogs';
import { useOverseasPartner, useSnCheck } from './api';
import { LookupForm } from './lookup-form';
import { LookupResults } from './lookup-results';

function Results({ result }: { result: SnCheckResult }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const columns: Column<SnRecord>[] = [
    { key: 'sn', header: LL.support.sn(), cell: (record) => record.sn, ltr: true },
    { key: 'model', header: LL.support.model(), cell: (record) => record.model, ltr: true },
    {
      key: 'start',
      header: LL.support.startDate(),
      cell: (record) => formatDate(record.start_date, lang),
    },
    {
      key: 'end',
      header: LL.support.endDate(),
      cell: (record) => formatDate(record.end_date, lang),
    },
  ];
  return (
    <LookupResults
      id="sn-results"
      unmatched={result.unmatched}
      unmatchedLabel={LL.support.unmatchedSn()}
    >
      <DataTable
        caption={LL.support.snTitle()}
        columns={columns}
        rows={result.list}
        rowKey={(record) => record.sn}
        empty={LL.support.snNone()}
      />
    </LookupResults>
  );
}

function SnLookup() {
  const { LL } = useI18nContext();
  const [result, setResult] = useState<SnCheckResult | null>(null);
  const partner = useOverseasPartner();
  const check = useSnCheck();
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
          setResult(await check.mutateAsync({ sn: list, captcha, uuid }));
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
