import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_LIMITS, MembershipFormSchema } from '../../../contract/dcnet';
import {
  emptyMembership,
  formOf,
  membershipProblems,
  newSubPartner,
  type MembershipValues,
  type SubPartnerValues,
} from './membership-rules';

const filled: MembershipValues = {
  ...emptyMembership('DC-APP'),
  end_user_type: 'Enterprise',
  product_line: 'Campus switching',
  rival_brands: 'Huawei',
  master_distributor: 'Iberia Distribution',
  purchases: { 2020: '1000', 2021: '2 500,50', 2022: '0' },
};

const partner = (key: number, values: Partial<SubPartnerValues> = {}): SubPartnerValues => ({
  ...newSubPartner([]),
  key,
  company: 'Porto Networks',
  contact: 'Rita Sousa',
  email: 'rita@porto.example',
  phone: '+351 222 333 444',
  ...values,
});

describe('the membership application form', () => {
  it('needs a tier, the end-user type, the product line and every year’s purchases', () => {
    expect(membershipProblems(emptyMembership(''))).toEqual({
      type: { rule: 'required' },
      end_user_type: { rule: 'required' },
      product_line: { rule: 'required' },
      'purchases.2020': { rule: 'required' },
      'purchases.2021': { rule: 'required' },
      'purchases.2022': { rule: 'required' },
    });
    expect(membershipProblems(filled)).toEqual({});
  });

  it('sends what the contract accepts: dollars per year in order, the distributor of an APP', () => {
    const form = formOf(filled);
    expect(MembershipFormSchema.safeParse(form).success).toBe(true);
    expect(form.purchases).toEqual([
      { year: 2020, amount: 1000 },
      { year: 2021, amount: 2500.5 },
      { year: 2022, amount: 0 },
    ]);
    expect(form.master_distributor).toBe('Iberia Distribution');
    // A direct partner buys from us: whatever was typed before the tier changed stays behind.
    expect(formOf({ ...filled, type: 'DC-DPP' })).not.toHaveProperty('master_distributor');
  });

  it('refuses amounts that are not amounts, negative or beyond the bound', () => {
    const at = (text: string) =>
      membershipProblems({ ...filled, purchases: { ...filled.purchases, 2021: text } })[
        'purchases.2021'
      ];
    expect(at('12,345')).toEqual({ rule: 'notValid' });
    expect(at('twelve')).toEqual({ rule: 'notValid' });
    expect(at('-5')).toEqual({ rule: 'notValid' });
    expect(at(String(MEMBERSHIP_LIMITS.amount + 1))).toEqual({
      rule: 'tooBig',
      max: MEMBERSHIP_LIMITS.amount,
    });
  });

  it('names each sub-partner problem by its row’s key, which survives removing rows above', () => {
    const rows = [partner(3), partner(7, { contact: '', email: 'nope' })];
    expect(membershipProblems({ ...filled, partners: rows })).toEqual({
      'partners.7.contact': { rule: 'required' },
      'partners.7.email': { rule: 'emailInvalid' },
    });
    expect(membershipProblems({ ...filled, partners: rows.slice(1) })).toEqual({
      'partners.7.contact': { rule: 'required' },
      'partners.7.email': { rule: 'emailInvalid' },
    });
  });

  it('gives a new row a key no row has, and sends the rows trimmed without their keys', () => {
    expect(newSubPartner([partner(3), partner(9)]).key).toBe(10);
    expect(newSubPartner([]).key).toBe(1);
    const { partners } = formOf({ ...filled, partners: [partner(1, { company: '  Porto  ' })] });
    expect(partners?.[0]).toEqual({
      company: 'Porto',
      project_details: '',
      industry: '',
      business_type: '',
      contact: 'Rita Sousa',
      email: 'rita@porto.example',
      phone: '+351 222 333 444',
      website: '',
    });
  });

  it('keeps to the limit of sub-partner texts', () => {
    const long = 'x'.repeat(MEMBERSHIP_LIMITS.shortText + 1);
    expect(membershipProblems({ ...filled, partners: [partner(1, { website: long })] })).toEqual({
      'partners.1.website': { rule: 'tooLong', max: MEMBERSHIP_LIMITS.shortText },
    });
  });
});
