import type { PartnerTier } from '../../../contract/common';
import { PURCHASE_YEARS } from '../../../contract/dcnet';
import { useI18nContext } from '../../../i18n/i18n-react';
import { FormField, TextField } from '../../components/ui/form-field';
import { buttonSecondary, inputClass } from '../../components/ui/styles';
import { useTierNames } from '../partners/tier-names';
import type { FieldPath, MembershipValues, SubPartnerField } from './membership-rules';
import { SubPartnerRows } from './sub-partner-rows';
import { asksMasterDistributor } from './tier-forms';

const legendClass = 'mb-3 text-base font-semibold text-gray-900';

/** The offer to continue the unfinished application of an earlier visit. */
export function DraftOffer({
  onResume,
  onDiscard,
}: {
  onResume: () => void;
  onDiscard: () => void;
}) {
  const { LL } = useI18nContext();
  const say = LL.dcnet.draft;
  return (
    <div className="rounded border-s-4 border-brand bg-gray-50 p-4">
      <p className="text-gray-900">{say.offer()}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={buttonSecondary} onClick={onResume}>
          {say.resume()}
        </button>
        <button type="button" className={buttonSecondary} onClick={onDiscard}>
          {say.discard()}
        </button>
      </div>
    </div>
  );
}

/** The tier chosen among the form's open tiers, as radio buttons. */
function TierChoice({
  value,
  open,
  onChange,
  id,
  error,
}: {
  value: PartnerTier | '';
  open: PartnerTier[];
  onChange: (tier: PartnerTier) => void;
  id: string;
  error: string | null;
}) {
  const { LL } = useI18nContext();
  const { tiers } = useTierNames();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={legendClass}>
        {LL.dcnet.tierSection()}
        <span aria-hidden="true" className="ms-0.5 text-brand">
          *
        </span>
      </legend>
      <div className="space-y-2">
        {open.map((tier, index) => (
          <div key={tier} className="flex items-center gap-2">
            <input
              id={index === 0 ? id : `${id}-${tier}`}
              type="radio"
              name={id}
              value={tier}
              checked={value === tier}
              onChange={() => onChange(tier)}
              className="size-5 accent-brand"
            />
            <label htmlFor={index === 0 ? id : `${id}-${tier}`} className="text-gray-900">
              {tiers[tier]} <span className="text-sm text-gray-700">({tier})</span>
            </label>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The fields of an application: the tier, the business (with the master distributor for the
 * tiers that buy through one), the purchases per year and the sub-partner rows.
 */
export function MembershipFields({
  values,
  open,
  onChange,
  idOf,
  errorOf,
  partnerId,
  partnerError,
}: {
  values: MembershipValues;
  open: PartnerTier[];
  onChange: (values: MembershipValues) => void;
  idOf: (path: FieldPath) => string;
  errorOf: (path: FieldPath) => string | null;
  partnerId: (key: number, field: SubPartnerField) => string;
  partnerError: (key: number, field: SubPartnerField, n: number) => string | null;
}) {
  const { LL } = useI18nContext();
  const say = LL.dcnet;
  const set =
    <K extends keyof MembershipValues>(field: K) =>
    (value: MembershipValues[K]) =>
      onChange({ ...values, [field]: value });
  const text = (
    field: 'end_user_type' | 'product_line' | 'master_distributor',
    hint?: string,
    required = true,
  ) => (
    <TextField
      id={idOf(field)}
      label={say.field[field]()}
      value={values[field]}
      onChange={set(field)}
      error={errorOf(field)}
      hint={hint}
      required={required}
    />
  );
  return (
    <>
      <TierChoice
        value={values.type}
        open={open}
        onChange={set('type')}
        id={idOf('type')}
        error={errorOf('type')}
      />
      <fieldset>
        <legend className={legendClass}>{say.businessSection()}</legend>
        <div className="space-y-4">
          {text('end_user_type', say.endUserTypeHint())}
          {text('product_line')}
          <FormField
            id={idOf('rival_brands')}
            label={say.field.rival_brands()}
            hint={say.rivalBrandsHint()}
            error={errorOf('rival_brands')}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                value={values.rival_brands}
                onChange={(event) => set('rival_brands')(event.target.value)}
                className={inputClass}
              />
            )}
          </FormField>
          {asksMasterDistributor(values.type)
            ? text('master_distributor', say.distributorHint(), false)
            : null}
        </div>
      </fieldset>
      <fieldset>
        <legend className={legendClass}>{say.purchasesSection()}</legend>
        <p className="mb-3 text-sm text-gray-700">{say.purchasesHint()}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {PURCHASE_YEARS.map((year) => (
            <TextField
              key={year}
              id={idOf(`purchases.${year}`)}
              label={say.purchaseYear({ year })}
              value={values.purchases[year]}
              onChange={(amount) => set('purchases')({ ...values.purchases, [year]: amount })}
              error={errorOf(`purchases.${year}`)}
              inputMode="decimal"
              dir="ltr"
              required
            />
          ))}
        </div>
      </fieldset>
      <SubPartnerRows
        rows={values.partners}
        onChange={set('partners')}
        idOf={partnerId}
        errorOf={partnerError}
      />
    </>
  );
}
