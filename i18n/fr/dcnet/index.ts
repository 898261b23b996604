import type { NamespaceDcnetTranslation } from '../../i18n-types';

const fr_dcnet: NamespaceDcnetTranslation = {
  problemIn: '{field} : {problem}',
  title: 'Adhésion DCNet',
  intro:
    'Votre situation dans le programme partenaires, les types de partenaire auxquels vous pouvez postuler et vos candidatures.',
  standing: 'Votre situation',
  dcnetId: 'Identifiant DCNet',
  notMember: 'Pas encore membre',
  tier: 'Type de partenaire',
  level: 'Niveau',
  noLevel: 'Pas encore de niveau',
  validity: 'Validité',
  validRange: 'du {start} au {end}',
  noValidity: 'Aucune adhésion en cours',
  openTitle: 'Postuler à un type de partenaire',
  openIntro: 'Vous pouvez postuler dès maintenant à ces types de partenaire.',
  noneOpen:
    'Vous avez une candidature en attente ou une adhésion en cours pour chaque type de partenaire : il n’y a rien à demander pour l’instant.',
  applyFor: 'Postuler comme {tier}',
  rulesTitle: 'Comment le siège décide',
  ruleLevels:
    'Le siège examine chaque candidature et accorde un niveau : pré-niveau, Silver, Gold ou Diamond, valable pour la durée qu’il fixe.',
  ruleDistributor:
    'Un partenaire projets agréé (APP) achète par un distributeur principal. Vous pouvez en proposer un ; le siège le choisit.',
  ruleMigration:
    'Le siège peut faire passer un partenaire projets direct (DPP) au statut de partenaire projets agréé (APP).',
  ruleRevoke: 'Vous pouvez retirer une candidature tant qu’elle est en attente d’examen.',
  applications: 'Vos candidatures',
  caption: 'Vos candidatures d’adhésion',
  pages: 'Pages de candidatures',
  submitted: 'Envoyée le',
  status: 'Statut',
  actions: 'Opérations',
  revoke: 'Retirer',
  revokeRow: 'Retirer la candidature comme {tier}',
  revokeTitle: 'Retirer la candidature',
  revokeQuestion:
    'Retirer votre candidature comme {tier} ? Le siège ne l’examinera pas, et vous pourrez postuler à nouveau.',
  revokeSubmit: 'Retirer la candidature',
  revoking: 'Retrait en cours…',
  cancel: 'Annuler',
  forms: {
    distribution: 'Candidature comme partenaire de distribution',
    project: 'Candidature comme partenaire projets',
    direct: 'Candidature comme utilisateur final direct',
    service: 'Candidature comme partenaire de services',
  },
  formIntro:
    'Présentez votre activité au siège. Chaque candidature est examinée avant qu’un niveau soit accordé.',
  back: 'Retour à l’adhésion DCNet',
  nothingToApply:
    'Vous avez une candidature en attente ou une adhésion en cours pour les types de partenaire de ce formulaire.',
  tierSection: 'Type de partenaire',
  businessSection: 'Votre activité',
  field: {
    type: 'Type de partenaire',
    end_user_type: 'Type d’utilisateur final visé',
    product_line: 'Gamme de produits',
    rival_brands: 'Marques concurrentes',
    master_distributor: 'Distributeur principal',
  },
  endUserTypeHint: 'Par exemple entreprises, opérateurs télécoms, administrations ou enseignement.',
  rivalBrandsHint: 'Les marques concurrentes qu’utilisent vos clients.',
  distributorHint:
    'Le siège choisit votre distributeur principal ; indiquez celui que vous proposez.',
  purchasesSection: 'Achats des trois dernières années (USD)',
  purchasesHint: 'Vos achats de produits réseau pour chaque année, en dollars américains.',
  purchaseYear: 'Achats en {year} (USD)',
  partnersSection: 'Sous-partenaires',
  partnersHint:
    'Les partenaires qui vendent ou installent par votre intermédiaire. Ajoutez autant de lignes que nécessaire.',
  noPartners: 'Aucun sous-partenaire ajouté.',
  partnerRow: 'Sous-partenaire {n}',
  partnerField: {
    company: 'Société',
    project_details: 'Détails des projets',
    industry: 'Secteur',
    business_type: 'Type d’activité',
    contact: 'Personne à contacter',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    website: 'Site web',
  },
  partnerFieldIn: '{field} (sous-partenaire {n})',
  addPartner: 'Ajouter un sous-partenaire',
  removePartner: 'Retirer le sous-partenaire {n}',
  partnersFull: 'Une candidature compte au plus {max} sous-partenaires.',
  partnerRemoved: 'Sous-partenaire retiré.',
  submit: 'Envoyer la candidature',
  submitting: 'Envoi en cours…',
  draft: {
    offer: 'Vous avez une candidature inachevée d’une visite précédente.',
    resume: 'La reprendre',
    discard: 'Recommencer',
    kept: 'Votre saisie est conservée dans ce navigateur jusqu’à l’envoi.',
  },
};

export default fr_dcnet;
