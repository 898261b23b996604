import { EndUserFormSchema, type EndUser, type EndUserForm } from '../../../contract/end-users';
import { schemaProblems, type RuleProblem } from '../../lib/form-rules';

/** The end-user form as typed: every field a text, the protection request a tick. */
export interface EndUserValues {
  company: string;
  address: string;
  website: string;
  contact: string;
  email: string;
  mobile: string;
  staff_size: string;
  industry: string;
  is_protect: boolean;
  product_lines: string;
  rival_brands: string;
  last_year_total_purchase: string;
  last_year_vendor_purchase: string;
  current_year_total_purchase: string;
  current_year_vendor_purchase: string;
  other_sources: string;
}

export type EndUserField = keyof EndUserValues;

/** The purchase figures, in US dollars. */
export const MONEY_FIELDS = [
  'last_year_total_purchase',
  'last_year_vendor_purchase',
  'current_year_total_purchase',
  'current_year_vendor_purchase',
] as const satisfies readonly EndUserField[];
type MoneyField = (typeof MONEY_FIELDS)[number];

/** The fields in the order of the form, which the error summary follows. */
export const END_USER_FIELDS: readonly EndUserField[] = [
  'company',
  'address',
  'website',
  'contact',
  'email',
  'mobile',
  'staff_size',
  'industry',
  'product_lines',
  'rival_brands',
  ...MONEY_FIELDS,
  'other_sources',
  'is_protect',
];

export const EMPTY_END_USER: EndUserValues = {
  company: '',
  address: '',
  website: '',
  contact: '',
  email: '',
  mobile: '',
  staff_size: '',
  industry: '',
  is_protect: false,
  product_lines: '',
  rival_brands: '',
  last_year_total_purchase: '',
  last_year_vendor_purchase: '',
  current_year_total_purchase: '',
  current_year_vendor_purchase: '',
  other_sources: '',
};

/** A stored end user as the form shows it, to be changed. */
export function valuesOf(endUser: EndUser): EndUserValues {
  const money = (value: number | null) => (value === null ? '' : String(value));
  return {
    ...endUser,
    is_protect: endUser.is_protect === 1,
    last_year_total_purchase: money(endUser.last_year_total_purchase),
    last_year_vendor_purchase: money(endUser.last_year_vendor_purchase),
    current_year_total_purchase: money(endUser.current_year_total_purchase),
    current_year_vendor_purchase: money(endUser.current_year_vendor_purchase),
  };
}

/** A typed amount: digits, a point or comma and at most two decimals; a minus is for the range. */
const AMOUNT = /^-?\d+(?:[.,]\d{1,2})?$/;

/** A typed amount as a number; undefined when empty, NaN when it is not an amount. */
function amountOf(text: string): number | undefined {
  const value = text.trim();
  if (value === '') return undefined;
  return AMOUNT.test(value) ? Number(value.replace(',', '.')) : Number.NaN;
}

/** The request body for the typed form; `id` when an end user is changed. */
export function formOf(values: EndUserValues, id?: number): EndUserForm {
  const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());
  const money = Object.fromEntries(
    MONEY_FIELDS.map((field) => [field, amountOf(values[field])]),
  ) as Record<MoneyField, number | undefined>;
  return {
    ...(id === undefined ? {} : { id }),
    company: values.company.trim(),
    address: values.address.trim(),
    website: optional(values.website),
    contact: values.contact.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
    staff_size: optional(values.staff_size),
    industry: optional(values.industry),
    is_protect: values.is_protect ? 1 : 0,
    product_lines: optional(values.product_lines),
    rival_brands: optional(values.rival_brands),
    ...money,
    other_sources: optional(values.other_sources),
  };
}

/**
 * The problems of the typed form under the contract's own schema (required fields, lengths,
 * the e-mail address, the dollar range), and an amount that is not one.
 */
export function endUserProblems(values: EndUserValues): Partial<Record<EndUserField, RuleProblem>> {
  const form = formOf(values);
  const problems = schemaProblems<EndUserField>(EndUserFormSchema, form);
  for (const field of MONEY_FIELDS) {
    if (Number.isNaN(form[field])) problems[field] = { rule: 'notValid' };
  }
  return problems;
}
