import type { PartnerTier } from '../../../contract/common';
import {
  MembershipFormSchema,
  PURCHASE_YEARS,
  type MembershipForm,
  type SubPartner,
} from '../../../contract/dcnet';
import { problemOf, type RuleProblem } from '../../lib/form-rules';
import { asksMasterDistributor } from './tier-forms';

/** The fields of one sub-partner row, in the order of the form. */
export const SUB_PARTNER_FIELDS = [
  'company',
  'project_details',
  'industry',
  'business_type',
  'contact',
  'email',
  'phone',
  'website',
] as const satisfies readonly (keyof SubPartner)[];
export type SubPartnerField = (typeof SUB_PARTNER_FIELDS)[number];

/** A sub-partner row as typed; `key` tells rows apart while some are added and removed. */
export type SubPartnerValues = { key: number } & Record<SubPartnerField, string>;

export type PurchaseYear = (typeof PURCHASE_YEARS)[number];

/** The application form as typed: the tier chosen, the texts, an amount per year, the rows. */
export interface MembershipValues {
  type: PartnerTier | '';
  end_user_type: string;
  product_line: string;
  rival_brands: string;
  master_distributor: string;
  purchases: Record<PurchaseYear, string>;
  partners: SubPartnerValues[];
}

/** The top-level fields, in the order of the form. */
export const MAIN_FIELDS = [
  'type',
  'end_user_type',
  'product_line',
  'rival_brands',
  'master_distributor',
] as const;
export type MainField = (typeof MAIN_FIELDS)[number];

/**
 * Where a problem is: a top-level field, a year's purchase, or a field of a sub-partner row
 * (named by the row's key, which stays the same when rows above it go).
 */
export type FieldPath =
  MainField | `purchases.${PurchaseYear}` | `partners.${number}.${SubPartnerField}`;

/** An empty application, for the tier given (or none chosen yet). */
export function emptyMembership(type: PartnerTier | ''): MembershipValues {
  return {
    type,
    end_user_type: '',
    product_line: '',
    rival_brands: '',
    master_distributor: '',
    purchases: { 2020: '', 2021: '', 2022: '' },
    partners: [],
  };
}

/** An empty sub-partner row with a key no row of `rows` has. */
export function newSubPartner(rows: readonly SubPartnerValues[]): SubPartnerValues {
  const key = rows.reduce((max, row) => Math.max(max, row.key), 0) + 1;
  return {
    key,
    ...(Object.fromEntries(SUB_PARTNER_FIELDS.map((field) => [field, ''])) as Record<
      SubPartnerField,
      string
    >),
  };
}

/** A typed amount in dollars: digits, a point or comma and at most two decimals. */
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/** A typed amount as a number; undefined when empty, NaN when it is not an amount. */
export function amountOf(text: string): number | undefined {
  const value = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (value === '') return undefined;
  return AMOUNT.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

/**
 * The request body for the typed form. A master distributor goes only with the tiers that buy
 * through one.
 */
export function formOf(values: MembershipValues): MembershipForm {
  const distributor = values.master_distributor.trim();
  return {
    type: values.type as PartnerTier,
    end_user_type: values.end_user_type.trim(),
    product_line: values.product_line.trim(),
    rival_brands: values.rival_brands.trim(),
    ...(asksMasterDistributor(values.type) && distributor !== ''
      ? { master_distributor: distributor }
      : {}),
    purchases: PURCHASE_YEARS.map((year) => ({
      year,
      amount: amountOf(values.purchases[year]) as number,
    })),
    partners: values.partners.map((row) => {
      const partner = Object.fromEntries(
        SUB_PARTNER_FIELDS.map((field) => [field, row[field].trim()]),
      ) as SubPartner;
      return partner;
    }),
  };
}

/** The path of an issue of the contract's schema, in the form's terms. */
function pathOf(path: readonly (string | number)[], values: MembershipValues): FieldPath | null {
  const [head, index, field] = path;
  if (head === 'purchases' && typeof index === 'number') {
    const year = PURCHASE_YEARS[index];
    return year === undefined ? null : `purchases.${year}`;
  }
  if (head === 'partners' && typeof index === 'number' && typeof field === 'string') {
    const row = values.partners[index];
    return row ? `partners.${row.key}.${field as SubPartnerField}` : null;
  }
  return typeof head === 'string' && (MAIN_FIELDS as readonly string[]).includes(head)
    ? (head as MainField)
    : null;
}

/**
 * The problems of the typed form under the contract's own schema: the tier, the required
 * texts and their lengths, each year's amount (required, not negative, within the bound; one
 * that is not an amount is not valid), and every field of every sub-partner row.
 */
export function membershipProblems(
  values: MembershipValues,
): Partial<Record<FieldPath, RuleProblem>> {
  const problems: Partial<Record<FieldPath, RuleProblem>> = {};
  if (values.type === '') problems.type = { rule: 'required' };
  for (const year of PURCHASE_YEARS) {
    if (Number.isNaN(amountOf(values.purchases[year]))) {
      problems[`purchases.${year}`] = { rule: 'notValid' };
    }
  }
  const result = MembershipFormSchema.safeParse(formOf(values));
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const path = pathOf(issue.path, values);
    if (path && !(path in problems)) problems[path] = problemOf(issue);
  }
  return problems;
}
