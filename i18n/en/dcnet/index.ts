import type { NamespaceBaseTranslation } from '../../namespace-base';

/** Texts of the DCNet screens: the membership overview and the application forms. */
const en_dcnet = {
  title: 'DCNet membership',
  intro:
    'Your place in the partner programme, the partner types you may apply for, and your applications.',
  standing: 'Your standing',
  dcnetId: 'DCNet ID',
  notMember: 'Not a member yet',
  tier: 'Partner type',
  level: 'Level',
  noLevel: 'No level yet',
  validity: 'Valid',
  validRange: '{start:string} to {end:string}',
  noValidity: 'No current membership',
  openTitle: 'Apply for a partner type',
  openIntro: 'You may apply for these partner types now.',
  noneOpen:
    'You have a pending application or a current membership for every partner type, so there is nothing to apply for now.',
  applyFor: 'Apply as {tier:string}',
  rulesTitle: 'How head office decides',
  ruleLevels:
    'Head office reviews every application and grants a level: pre-level, Silver, Gold or Diamond, valid for a period it sets.',
  ruleDistributor:
    'An authorized project partner (APP) buys through a master distributor. You may propose one; head office chooses it.',
  ruleMigration:
    'Head office may move a direct project partner (DPP) to authorized project partner (APP).',
  ruleRevoke: 'You may withdraw an application while it is pending review.',
  applications: 'Your applications',
  caption: 'Your membership applications',
  pages: 'Application pages',
  submitted: 'Submitted',
  status: 'Status',
  actions: 'Actions',
  revoke: 'Withdraw',
  revokeRow: 'Withdraw the application as {tier:string}',
  revokeTitle: 'Withdraw application',
  revokeQuestion:
    'Withdraw your application as {tier:string}? Head office will not review it, and you may apply again.',
  revokeSubmit: 'Withdraw application',
  revoking: 'Withdrawing…',
  cancel: 'Cancel',
  forms: {
    distribution: 'Application as a distribution partner',
    project: 'Application as a project partner',
    direct: 'Application as a direct end user',
    service: 'Application as a service partner',
  },
  formIntro:
    'Tell head office about your business. Every application is reviewed before a level is granted.',
  back: 'Back to DCNet membership',
  nothingToApply:
    'You have a pending application or a current membership for the partner types of this form.',
  tierSection: 'Partner type',
  businessSection: 'Your business',
  field: {
    type: 'Partner type',
    end_user_type: 'Target end-user type',
    product_line: 'Product line',
    rival_brands: 'Rival brands',
    master_distributor: 'Master distributor',
  },
  endUserTypeHint: 'For example enterprise, telecom operator, government or education.',
  rivalBrandsHint: 'The competing brands your customers use.',
  distributorHint: 'Head office chooses your master distributor; name the one you propose.',
  purchasesSection: 'Purchases in the last three years (USD)',
  purchasesHint: 'Your purchases of networking products in each year, in US dollars.',
  purchaseYear: 'Purchases in {year:number} (USD)',
  partnersSection: 'Sub-partners',
  partnersHint: 'The partners that sell or install through you. Add as many rows as you need.',
  noPartners: 'No sub-partners added.',
  partnerRow: 'Sub-partner {n:number}',
  partnerField: {
    company: 'Company',
    project_details: 'Project details',
    industry: 'Industry',
    business_type: 'Business type',
    contact: 'Contact person',
    email: 'E-mail address',
    phone: 'Phone',
    website: 'Website',
  },
  partnerFieldIn: '{field:string} (sub-partner {n:number})',
  addPartner: 'Add a sub-partner',
  removePartner: 'Remove sub-partner {n:number}',
  partnersFull: 'An application holds at most {max:number} sub-partners.',
  partnerRemoved: 'Sub-partner removed.',
  submit: 'Submit application',
  submitting: 'Submitting…',
  draft: {
    offer: 'You have an unfinished application from an earlier visit.',
    resume: 'Continue it',
    discard: 'Start again',
    kept: 'Your work is kept in this browser until you submit it.',
  },
} satisfies NamespaceBaseTranslation;

export default en_dcnet;
