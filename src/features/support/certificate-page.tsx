import { useState } from 'react';
import type { CertificateVerifyResult } from '../../../contract/content';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useLanguage } from '../../app/language-provider';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeading } from '../../components/ui/page-heading';
import { textLink } from '../../components/ui/styles';
import { dataOf, tsr } from '../../lib/api/client';
import { formatDate } from '../../lib/intl';
import { LookupForm } from './lookup-form';

function Results({ result }: { result: CertificateVerifyResult }) {
  const { LL } = useI18nContext();
  const { lang } = useLanguage();
  return (
    <section aria-labelledby="certificate-results" className="mt-8 space-y-4">
      <h2 id="certificate-results" className="text-xl font-semibold">
        {LL.support.results()}
      </h2>
      {result.list.length === 0 ? (
        <EmptyState message={LL.support.certificateNone()} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem] border-collapse text-sm">
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.support.certificateNumber()}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.support.holder()}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.support.issued()}
                </th>
                <th scope="col" className="py-2 pe-3 text-start">
                  {LL.support.validUntil()}
                </th>
                <th scope="col" className="py-2 text-start">
                  {LL.support.original()}
                </th>
              </tr>
            </thead>
            <tbody>
              {result.list.map((certificate) => (
                <tr key={certificate.number} className="border-b border-gray-200">
                  <td className="py-2 pe-3" dir="ltr">
                    {certificate.number}
                  </td>
                  <td className="py-2 pe-3">{certificate.name}</td>
                  <td className="py-2 pe-3">{formatDate(certificate.issue_time, lang)}</td>
                  <td className="py-2 pe-3">{formatDate(certificate.valid_until, lang)}</td>
                  <td className="py-2">
                    {certificate.file ? (
                      <a
                        href={certificate.file}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={textLink}
                      >
                        {LL.support.viewOriginal()}
                        <span className="sr-only">
                          {' '}
                          {certificate.number} ({LL.shell.opensInNewWindow()})
                        </span>
                      </a>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {result.unmatched.length > 0 ? (
        <p>
          <span className="font-semibold">{LL.support.unmatchedCertificates()}</span>{' '}
          <span dir="ltr">{result.unmatched.join(', ')}</span>
        </p>
      ) : null}
    </section>
  );
}

/** Certificate verification: numbers (comma-separated) with a captcha. */
export function CertificatePage() {
  const { LL } = useI18nContext();
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
        onLookup={async ({ list, captcha, uuid }) => {
          setResult(null);
          const response = await tsr.content.verifyCertificate.mutate({
            body: { number: list, captcha, uuid },
          });
          setResult(dataOf(response));
        }}
      />
      <div aria-live="polite">{result ? <Results result={result} /> : null}</div>
    </>
  );
}
