import type { PartnerTier } from '../../../contract/common';

/** The application forms, one per family of tiers, under /personal/partner/<form>. */
export const APPLICATION_FORMS = ['distribution', 'project', 'direct', 'service'] as const;
export type ApplicationForm = (typeof APPLICATION_FORMS)[number];

/**
 * The tiers each form applies for: distribution and project partners, service partners and
 * the direct end users (telecom and enterprise), each in its authorized and direct kind.
 */
export const FORM_TIERS: Record<ApplicationForm, readonly PartnerTier[]> = {
  distribution: ['DC-ADP', 'DC-DDP'],
  project: ['DC-APP', 'DC-DPP'],
  direct: ['DC-DTE', 'DC-DEE'],
  service: ['DC-ASP', 'DC-DSP'],
};

/** The form that applies for a tier. */
export function formOfTier(tier: PartnerTier): ApplicationForm {
  const form = APPLICATION_FORMS.find((name) => FORM_TIERS[name].includes(tier));
  if (!form) throw new Error(`No application form for ${tier}`);
  return form;
}

/**
 * The authorized tiers buy through a master distributor, so their form asks which one the
 * partner proposes; head office chooses it. Direct partners and end users buy from us.
 */
const THROUGH_DISTRIBUTOR: readonly PartnerTier[] = ['DC-ADP', 'DC-APP', 'DC-ASP'];

/** Whether the application for `tier` names a master distributor. */
export function asksMasterDistributor(tier: PartnerTier | ''): boolean {
  return tier !== '' && THROUGH_DISTRIBUTOR.includes(tier);
}

/** The tiers of a form the user may apply for now, in the form's order. */
export function openTiers(form: ApplicationForm, available: readonly PartnerTier[]): PartnerTier[] {
  return FORM_TIERS[form].filter((tier) => available.includes(tier));
}
