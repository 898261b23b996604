import { useSearchParams } from 'react-router';
import { useState } from 'react';
import type { Certificate, CertificateVerifyResult } from '../../../contract/lookups';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { DataTable, type Column } from '../../components/ui/data-table';
import { PageHeading } from '../../components/ui/page-heading';
import { textLink } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';
import { useCertificateCheck } from './api';
import { LookupForm } from './lookup-form';
import { LookupResults } from './lookup-results';
import { ExternalLink } from '../../components/ui/external-link';

function Results({ result }: { result: CertificateVerifyResult }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const columns: Column<Certificate>[] = [
    {
      key: 'number',
      header: LL.support.certificateNumber(),
      cell: (certificate) => certificate.number,
      ltr: true,
    },
    { key: 'holder', header: LL.support.holder(), cell: (certificate) => certificate.name },
    {
      key: 'issued',
      header: LL.support.issued(),
      cell: (certificate) => formatDate(certificate.issue_time, lang),
    },
    {
      key: 'valid',
      header: LL.support.validUntil(),
      cell: (certificate) => formatDate(certificate.valid_until, lang),
    },
    {
      key: 'original',
      header: LL.support.original(),
      cell: (certificate) =>
        certificate.file ? (
          <ExternalLink
            href={certificate.file}
            className={textLink}
            note={`${certificate.number} (${LL.shell.opensInNewWindow()})`}
          >
            {LL.support.viewOriginal()}
          </ExternalLink>
        ) : null,
    },
  ];
  return (
    <LookupResults
      id="certificate-results"
      unmatched={result.unmatched}
      unmatchedLabel={LL.support.unmatchedCertificates()}
    >
      <DataTable
        caption={LL.support.certificateTitle()}
        columns={columns}
        rows={result.list}
        rowKey={(certificate) => certificate.number}
        empty={LL.support.certificateNone()}
        minWidth="36rem"
      />
    </LookupResults>
  );
}

/**
 * Certificate verification: numbers (comma-separated) with a captcha; `?number=` fills the
 * field (the grades link a passed exam's certificate here).
 */
export function CertificatePage() {
  const { LL } = useI18nContext();
  const [params] = useSearchParams();
  const check = useCertificateCheck();
  const [result, setResult] = useState<CertificateVerifyResult | null>(null);
  return (
    <>
      <PageHeading title={LL.support.certificateTitle()}>
        <p className="max-w-3xl text-gray-700">{LL.support.certificateIntro()}</p>
      </PageHeading>
      <LookupForm
        label={LL.support.certificateField()}
        hint={LL.support.certificateHint()}
        requiredMessage={LL.support.certificateRequired()}
        initial={params.get('number') ?? ''}
        onLookup={async ({ list, captcha, uuid }) => {
          setResult(null);
          setResult(await check.mutateAsync({ number: list, captcha, uuid }));
        }}
      />
      <div aria-live="polite">{result ? <Results result={result} /> : null}</div>
    </>
  );
}
