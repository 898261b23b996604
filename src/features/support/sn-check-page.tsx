import type { SnRecord } from '../../../contract/lookups';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { useSession } from '../../app/session-provider';
import type { Column } from '../../components/ui/data-table';
import { PageHeading } from '../../components/ui/page-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { buttonPrimary } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';
import { useDialogs } from '../../shell/dialogs';
import { useOverseasPartner, useSnCheck } from './api';
import { LastDay } from './last-day';
import { Lookup } from './lookup';

function SnLookup() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const partner = useOverseasPartner();
  const check = useSnCheck();
  if (partner.isPending) return <Skeleton rows={1} />;
  if (partner.isSuccess && !partner.data.isOverseasPartner) {
    return <p className="rounded border border-gray-300 p-4">{LL.support.snPartnersOnly()}</p>;
  }
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
      cell: (record) => (
        <LastDay day={record.end_date} lang={lang} passed={LL.support.warrantyExpired()} />
      ),
    },
  ];
  return (
    <Lookup
      id="sn-results"
      form={{
        label: LL.support.snField(),
        hint: LL.support.snHint(),
        requiredMessage: LL.support.snRequired(),
      }}
      find={({ list, captcha, uuid }) => check.mutateAsync({ sn: list, captcha, uuid })}
      table={{
        caption: LL.support.snTitle(),
        columns,
        rowKey: (record) => record.sn,
        empty: LL.support.snNone(),
      }}
      unmatchedLabel={LL.support.unmatchedSn()}
    />
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
