import type { NamespaceBaseTranslation } from '../../namespace-base';

/**
 * Texts of head office's quotation desk (src/features/backoffice/), and of what the partner's
 * quotation says of head office's decision (src/features/quotations/).
 */
const en_quotationDesk = {
  title: 'Quotations',
  /** The quotation's columns as head office reads them. */
  partnerPrice: 'Partner price (GPL less the partner discount)',
  partnerSubtotal: 'Subtotal (quantity × partner price)',
  queue: 'Quotations waiting for approval',
  pages: 'Pages of quotations waiting for approval',
  keyword: 'Quotation number, company or email',
  search: 'Search',
  number: 'Quotation',
  partner: 'Partner',
  project: 'Project',
  amount: 'Amount',
  waitingSince: 'Waiting since',
  open: 'Open',
  none: 'No quotations are waiting for approval.',
  noMatch: 'No quotation waiting for approval matches “{keyword:string}”.',
  detailTitle: 'Quotation {code:string}',
  close: 'Close the quotation',
  status: 'Status',
  email: 'Email',
  partnerType: 'Partner type',
  dcnetId: 'DCNet ID',
  version: 'Version',
  created: 'Created',
  validUntil: 'Valid until',
  noProject: 'No project',
  remark: 'Remark',
  decision: 'Decision',
  expired: 'Expired',
  expiredNotice:
    'This quotation expired on {date:string}: its prices no longer hold, so it can be rejected but not approved.',
  decisionHint:
    'Approving lets the partner make an order from this version. A rejection tells the partner the reason.',
  approve: 'Approve',
  reason: 'Reason for rejection',
  reject: 'Reject',
  decided: 'Head office has decided on this quotation.',
  actions: {
    approve: 'Quotation approved',
    reject: 'Quotation rejected',
  },
  // What the partner's quotation says of head office's decision.
  partnerView: {
    rejectReason: 'Reason for rejection',
    rejected:
      'Head office has not approved this quotation, so no order can be made from it. Make a new quotation with the changes head office asks for.',
    toCart: 'Go to the cart',
  },
} satisfies NamespaceBaseTranslation;

export default en_quotationDesk;
