import { describe, expect, it } from 'vitest';
import { PARTNER_TIERS } from '../../../contract/common';
import {
  APPLICATION_FORMS,
  FORM_TIERS,
  asksMasterDistributor,
  formOfTier,
  openTiers,
} from './tier-forms';

describe('the application forms and their tiers', () => {
  it('give every tier exactly one form', () => {
    const all = APPLICATION_FORMS.flatMap((form) => FORM_TIERS[form]);
    expect([...all].sort()).toEqual([...PARTNER_TIERS].sort());
    for (const tier of PARTNER_TIERS) expect(FORM_TIERS[formOfTier(tier)]).toContain(tier);
  });

  it('ask the authorized tiers for a master distributor, and no other', () => {
    expect(PARTNER_TIERS.filter(asksMasterDistributor)).toEqual(['DC-ADP', 'DC-APP', 'DC-ASP']);
    expect(asksMasterDistributor('')).toBe(false);
  });

  it('offer only the tiers the server lists as open, in the form’s order', () => {
    expect(openTiers('project', ['DC-DPP', 'DC-ADP', 'DC-APP'])).toEqual(['DC-APP', 'DC-DPP']);
    expect(openTiers('service', ['DC-APP'])).toEqual([]);
  });
});
