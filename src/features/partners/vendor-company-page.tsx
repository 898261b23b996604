import type { ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { BackLink } from '../../components/ui/back-link';
import { DetailStates } from '../../components/ui/detail-states';
import { PageHeading } from '../../components/ui/page-heading';
import { SafeHtml } from '../../components/ui/safe-html';
import { textLink } from '../../components/ui/styles';
import { useIdParam } from '../../lib/use-id-param';
import { useVendorCompany } from './api';
import { useTierNames } from './tier-names';
import { ExternalLink } from '../../components/ui/external-link';

/** One vendor's company page. */
export function VendorCompanyPage() {
  const { LL } = useI18nContext();
  const { tiers, levels } = useTierNames();
  const id = useIdParam();
  const company = useVendorCompany(id);
  const back = <BackLink to="/partner/vendor" label={LL.partners.backToVendors()} />;

  if (!company.isSuccess) {
    return (
      <DetailStates
        back={back}
        title={LL.partners.companyTitle()}
        idKnown={id !== null}
        query={company}
      />
    );
  }
  const vendor = company.data;
  const facts: [string, ReactNode][] = [
    [LL.partners.country(), vendor.country_name],
    [LL.partners.tier(), vendor.partner_type ? tiers[vendor.partner_type] : '—'],
    [LL.partners.level(), vendor.level ? levels[vendor.level] : '—'],
    // Addresses are kept in the international form the partner registered, in English.
    [
      LL.partners.address(),
      <span lang="en" dir="ltr" translate="no">
        {vendor.address}
      </span>,
    ],
    [LL.partners.telephone(), <span dir="ltr">{vendor.telephone}</span>],
    [
      LL.partners.email(),
      <a href={`mailto:${vendor.email}`} className={textLink}>
        {vendor.email}
      </a>,
    ],
  ];
  return (
    <article>
      {back}
      <PageHeading title={vendor.name} />
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <div className="space-y-4">
          {vendor.logo ? (
            <img
              src={vendor.logo}
              alt={LL.partners.logoOf({ name: vendor.name })}
              className="h-32 w-auto max-w-full object-contain"
            />
          ) : null}
          <dl className="space-y-2 text-sm">
            {facts.map(([term, value]) => (
              <div key={term}>
                <dt className="font-medium text-gray-900">{term}</dt>
                <dd className="text-gray-800">{value}</dd>
              </div>
            ))}
            {vendor.website ? (
              <div>
                <dt className="font-medium text-gray-900">{LL.partners.website()}</dt>
                <dd>
                  <ExternalLink href={vendor.website} className={textLink}>
                    {vendor.website}
                  </ExternalLink>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        <SafeHtml html={vendor.description} />
      </div>
    </article>
  );
}
