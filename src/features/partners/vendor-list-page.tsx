import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PARTNER_TIERS, type PartnerTier, KEYWORD_MAX } from '../../../contract/common';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ListState } from '../../components/ui/list-state';
import { PageHeading } from '../../components/ui/page-heading';
import { SelectField, TextField } from '../../components/ui/form-field';
import { buttonPrimary } from '../../components/ui/styles';
import { SummaryCard } from '../../components/ui/summary-card';
import { usePaging } from '../../lib/use-paging';
import { useCountries } from '../content/use-countries';
import { useVendorList } from './api';
import { useTierNames } from './tier-names';

function isTier(value: string | null): value is PartnerTier {
  return PARTNER_TIERS.some((tier) => tier === value);
}

/** The fields of the partner search, shared by the vendor list and the programme page. */
export function VendorFilters({
  country,
  tier,
  keyword,
  onSubmit,
}: {
  country: string;
  tier: string;
  keyword?: string;
  onSubmit: (filters: { country: string; tier: string; keyword: string }) => void;
}) {
  const { LL } = useI18nContext();
  const { tiers } = useTierNames();
  const countries = useCountries();
  const [draft, setDraft] = useState({ country, tier, keyword: keyword ?? '' });
  const ids = { country: useId(), tier: useId(), keyword: useId() };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <SelectField
        id={ids.country}
        label={LL.partners.country()}
        value={draft.country}
        onChange={(value) => setDraft({ ...draft, country: value })}
        placeholder={LL.partners.anyCountry()}
        options={countries.options.map((option) => ({ value: option.code, label: option.name }))}
        className="min-w-48 flex-1"
      />
      <SelectField
        id={ids.tier}
        label={LL.partners.tier()}
        value={draft.tier}
        onChange={(value) => setDraft({ ...draft, tier: value })}
        placeholder={LL.partners.anyTier()}
        options={PARTNER_TIERS.map((code) => ({ value: code, label: tiers[code] }))}
        className="min-w-48 flex-1"
      />
      {keyword !== undefined ? (
        <TextField
          id={ids.keyword}
          label={LL.partners.keyword()}
          type="search"
          maxLength={KEYWORD_MAX}
          value={draft.keyword}
          onChange={(value) => setDraft({ ...draft, keyword: value })}
          className="min-w-48 flex-1"
        />
      ) : null}
      <button type="submit" className={buttonPrimary}>
        {LL.partners.find()}
      </button>
    </form>
  );
}

/** The vendors (partner companies), by country, tier or name; filters live in the address. */
export function VendorListPage() {
  const { LL } = useI18nContext();
  const { tiers, levels } = useTierNames();
  const [params, setParams] = useSearchParams();
  const country = params.get('country') ?? '';
  const tierParam = params.get('partner_type');
  const tier = isTier(tierParam) ? tierParam : undefined;
  const keyword = params.get('keyword') ?? '';
  const paging = usePaging();
  const vendors = useVendorList({
    page: paging.page,
    limit: paging.pageSize,
    country: country.length === 2 ? country : undefined,
    partner_type: tier,
    keyword: keyword || undefined,
  });

  return (
    <>
      <PageHeading title={LL.partners.vendorsTitle()} />
      <div className="mb-8">
        <VendorFilters
          key={params.toString()}
          country={country}
          tier={tier ?? ''}
          keyword={keyword}
          onSubmit={(filters) => {
            const next = new URLSearchParams();
            if (filters.country) next.set('country', filters.country);
            if (filters.tier) next.set('partner_type', filters.tier);
            if (filters.keyword.trim()) next.set('keyword', filters.keyword.trim());
            paging.setPage(1);
            setParams(next);
          }}
        />
      </div>
      <ListState
        query={vendors}
        paging={paging}
        pagerLabel={LL.partners.pages()}
        empty={LL.lists.noResults()}
      >
        {(list) => (
          <ul className="grid gap-4 sm:grid-cols-2">
            {list.map((vendor) => (
              <li key={vendor.id}>
                <SummaryCard
                  headingLevel={2}
                  to={`/partner/vendorcompany?id=${vendor.id}`}
                  title={vendor.name}
                  meta={[
                    vendor.country_name,
                    vendor.partner_type ? tiers[vendor.partner_type] : null,
                    vendor.level ? levels[vendor.level] : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </>
  );
}
