import type { NamespaceQuotationDeskTranslation } from '../../i18n-types';

const fr_quotationDesk: NamespaceQuotationDeskTranslation = {
  title: 'Devis',
  /** The quotation's columns as head office reads them. */
  partnerPrice: 'Prix partenaire (GPL moins la remise du partenaire)',
  partnerSubtotal: 'Sous-total (quantité × prix partenaire)',
  queue: 'Devis en attente d’approbation',
  pages: 'Pages des devis en attente d’approbation',
  keyword: 'Numéro de devis, société ou e-mail',
  search: 'Rechercher',
  number: 'Devis',
  partner: 'Partenaire',
  project: 'Projet',
  amount: 'Montant',
  waitingSince: 'En attente depuis',
  open: 'Ouvrir',
  none: 'Aucun devis n’attend d’approbation.',
  noMatch: 'Aucun devis en attente d’approbation ne correspond à « {keyword} ».',
  detailTitle: 'Devis {code}',
  close: 'Fermer le devis',
  status: 'État',
  email: 'Adresse e-mail',
  partnerType: 'Type de partenaire',
  dcnetId: 'Identifiant DCNet',
  version: 'Numéro de version',
  created: 'Créé le',
  validUntil: 'Valable jusqu’au',
  noProject: 'Sans projet',
  remark: 'Remarque',
  decision: 'Décision',
  expired: 'Expiré',
  expiredNotice:
    'Ce devis a expiré le {date} : ses prix ne sont plus valables, il peut donc être refusé mais pas approuvé.',
  decisionHint:
    'Une fois approuvée, cette version permet au partenaire de passer commande. En cas de refus, le partenaire reçoit le motif.',
  approve: 'Approuver',
  reason: 'Motif du refus',
  reject: 'Refuser',
  decided: 'Le siège a pris sa décision sur ce devis.',
  actions: {
    approve: 'Devis approuvé',
    reject: 'Devis refusé',
  },
  partnerView: {
    rejectReason: 'Motif du refus',
    rejected:
      'Le siège n’a pas approuvé ce devis : aucune commande ne peut en être faite. Établissez un nouveau devis avec les modifications demandées par le siège.',
    toCart: 'Aller au panier',
  },
};

export default fr_quotationDesk;
