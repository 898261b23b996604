import type { NamespaceBaseTranslation } from '../../namespace-base';

/** Texts of the drafts box and of every form that keeps its work (never lose work). */
const en_drafts = {
  title: 'Drafts box',
  intro:
    'Project and quotation forms saved before they were sent. A draft is kept for 30 days after it was last saved; an expired draft can still be opened for a few days and saved again.',
  caption: 'Your drafts',
  pages: 'Draft pages',
  typeFilter: 'Show',
  allTypes: 'All types',
  type: {
    project: 'Project',
    quotation: 'Quotation',
  },
  name: 'Name',
  untitled: {
    project: 'Untitled project',
    quotation: 'Untitled quotation',
  },
  kind: 'Type',
  created: 'Created',
  lastSaved: 'Last saved',
  validUntil: 'Valid until',
  expired: 'Expired',
  expiredOn: 'Expired on {date}',
  expiredHint: 'Open it and save it again to keep it.',
  actions: 'Actions',
  open: 'Open',
  openRow: 'Open {title}',
  // The form's side: the local copy, the drafts box and the question before leaving.
  resumeTitle: 'Unsaved changes found',
  resumeBody:
    'Changes to this form that were neither sent nor saved to the drafts box are kept on this device from your last visit.',
  resume: 'Resume my changes',
  discard: 'Discard them',
  offline:
    'You are offline. Everything you type is kept on this device; send the form or save it to the drafts box once the connection is back.',
  keptLocally:
    'Your changes are kept on this device. Save them to the drafts box to keep them for 30 days.',
  saving: 'Saving to the drafts box…',
  savedUntil: 'Saved to the drafts box. Kept until {date}.',
  openedFrom: 'Opened from the drafts box.',
  saveFailed: 'The draft was not saved. Your changes are kept on this device.',
  save: 'Save to drafts box',
  leaveTitle: 'Save to draft box before jumping',
  leaveBody:
    'This form has changes that are not in the drafts box yet. Save them there before you go?',
  leaveSave: 'Save and leave',
  leaveAnyway: 'Leave without saving',
  leaveAnywayHint: 'Your changes stay on this device and are offered again next time.',
  stay: 'Stay on this page',
} satisfies NamespaceBaseTranslation;

export default en_drafts;
