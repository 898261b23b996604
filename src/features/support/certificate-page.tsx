import { useSearchParams } from 'react-router';
import type { Certificate } from '../../../contract/lookups';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import type { Column } from '../../components/ui/data-table';
import { PageHeading } from '../../components/ui/page-heading';
import { textLink } from '../../components/ui/styles';
import { formatDate } from '../../lib/intl';
import { useCertificateCheck } from './api';
import { LastDay } from './last-day';
import { Lookup } from './lookup';
import { ExternalLink } from '../../components/ui/external-link';

/**
 * Certificate verification: numbers (comma-separated) with a captcha; `?number=` fills the
 * field (the grades link a passed exam's certificate here).
 */
export function CertificatePage() {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  const [params] = useSearchParams();
  const check = useCertificateCheck();
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
      cell: (certificate) => (
        <LastDay
          day={certificate.valid_until}
          lang={lang}
          passed={LL.support.certificateExpired()}
        />
      ),
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
    <>
      <PageHeading title={LL.support.certificateTitle()}>
        <p className="max-w-3xl text-gray-700">{LL.support.certificateIntro()}</p>
      </PageHeading>
      <Lookup
        id="certificate-results"
        form={{
          label: LL.support.certificateField(),
          hint: LL.support.certificateHint(),
          requiredMessage: LL.support.certificateRequired(),
          initial: params.get('number') ?? '',
        }}
        find={({ list, captcha, uuid }) => check.mutateAsync({ number: list, captcha, uuid })}
        table={{
          caption: LL.support.certificateTitle(),
          columns,
          rowKey: (certificate) => certificate.number,
          empty: LL.support.certificateNone(),
          minWidth: '36rem',
        }}
        unmatchedLabel={LL.support.unmatchedCertificates()}
      />
    </>
  );
}
