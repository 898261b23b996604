import { describe, expect, it } from 'vitest';
import { END_USER_LIMITS, MAX_PURCHASE_USD } from '../../../contract/end-users';
import { EMPTY_END_USER, endUserProblems, formOf, type EndUserValues } from './end-user-rules';

const filled: EndUserValues = {
  ...EMPTY_END_USER,
  company: 'Harbour Networks Lda',
  address: 'Rua do Porto 12, Lisboa',
  contact: 'Ana Lima',
  email: 'ana.lima@harbour.example',
  mobile: '+351 912 345 678',
};

describe('the end-user form', () => {
  it('needs company, address, contact, e-mail and mobile, as the server does', () => {
    expect(endUserProblems(EMPTY_END_USER)).toEqual({
      company: { rule: 'required' },
      address: { rule: 'required' },
      contact: { rule: 'required' },
      email: { rule: 'emailInvalid' },
      mobile: { rule: 'required' },
    });
    expect(endUserProblems({ ...filled, company: '   ' })).toEqual({
      company: { rule: 'required' },
    });
    expect(endUserProblems(filled)).toEqual({});
  });

  it('keeps to the contract’s lengths and e-mail rule', () => {
    const long = 'x'.repeat(END_USER_LIMITS.long + 1);
    expect(
      endUserProblems({
        ...filled,
        contact: 'x'.repeat(END_USER_LIMITS.short + 1),
        company: 'x'.repeat(END_USER_LIMITS.name),
        other_sources: long,
        email: 'ana.lima@harbour',
      }),
    ).toEqual({
      contact: { rule: 'tooLong', max: END_USER_LIMITS.short },
      other_sources: { rule: 'tooLong', max: END_USER_LIMITS.long },
      email: { rule: 'emailInvalid' },
    });
  });

  it('takes amounts in dollars with up to two decimals, within the range', () => {
    const form = formOf({ ...filled, last_year_total_purchase: '25000,5' });
    expect(form.last_year_total_purchase).toBe(25000.5);
    expect(form.current_year_total_purchase).toBeUndefined();
    expect(
      endUserProblems({
        ...filled,
        last_year_total_purchase: '12.345',
        last_year_vendor_purchase: '1 000',
        current_year_total_purchase: '-1',
        current_year_vendor_purchase: '1000000000000',
      }),
    ).toEqual({
      last_year_total_purchase: { rule: 'notValid' },
      last_year_vendor_purchase: { rule: 'notValid' },
      current_year_total_purchase: { rule: 'tooSmall', min: 0 },
      current_year_vendor_purchase: { rule: 'tooBig', max: MAX_PURCHASE_USD },
    });
  });

  it('sends optional texts only when given, and the protection request as a flag', () => {
    const form = formOf({ ...filled, website: '  ', is_protect: true }, 7);
    expect(form).toMatchObject({ id: 7, is_protect: 1, company: 'Harbour Networks Lda' });
    expect(form).not.toHaveProperty('website', '');
    expect(form.website).toBeUndefined();
  });
});
