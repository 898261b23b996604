import type { NamespaceDraftsTranslation } from '../../i18n-types';

const fr_drafts: NamespaceDraftsTranslation = {
  title: 'Brouillons',
  intro:
    'Les formulaires de projets et de devis enregistrés avant leur envoi. Un brouillon est conservé 30 jours après son dernier enregistrement ; un brouillon expiré peut encore être ouvert et réenregistré pendant quelques jours.',
  caption: 'Vos brouillons',
  pages: 'Pages des brouillons',
  typeFilter: 'Afficher',
  allTypes: 'Tous les types',
  type: {
    project: 'Projet',
    quotation: 'Devis',
  },
  name: 'Nom',
  untitled: {
    project: 'Projet sans nom',
    quotation: 'Devis sans nom',
  },
  kind: 'Type de brouillon',
  created: 'Créé le',
  lastSaved: 'Dernier enregistrement',
  validUntil: 'Valable jusqu’au',
  expired: 'Expiré',
  expiredOn: 'Expiré le {date}',
  expiredHint: 'Ouvrez-le et enregistrez-le à nouveau pour le garder.',
  actions: 'Opérations',
  open: 'Ouvrir',
  openRow: 'Ouvrir {title}',
  resumeTitle: 'Modifications non enregistrées trouvées',
  resumeBody:
    'Des modifications de ce formulaire, ni envoyées ni enregistrées dans les brouillons, sont conservées sur cet appareil depuis votre dernière visite.',
  resume: 'Reprendre mes modifications',
  discard: 'Les abandonner',
  offline:
    'Vous êtes hors ligne. Tout ce que vous saisissez est conservé sur cet appareil ; envoyez le formulaire ou enregistrez-le dans les brouillons une fois la connexion revenue.',
  keptLocally:
    'Vos modifications sont conservées sur cet appareil. Enregistrez-les dans les brouillons pour les garder 30 jours.',
  saving: 'Enregistrement dans les brouillons…',
  savedUntil: 'Enregistré dans les brouillons. Conservé jusqu’au {date}.',
  openedFrom: 'Ouvert depuis les brouillons.',
  saveFailed:
    'Le brouillon n’a pas été enregistré. Vos modifications restent conservées sur cet appareil.',
  save: 'Enregistrer dans les brouillons',
  leaveTitle: 'Enregistrez dans les brouillons avant de quitter',
  leaveBody:
    'Ce formulaire contient des modifications qui ne sont pas encore dans les brouillons. Les y enregistrer avant de partir ?',
  leaveSave: 'Enregistrer et quitter',
  leaveAnyway: 'Quitter sans enregistrer',
  leaveAnywayHint:
    'Vos modifications restent sur cet appareil et vous seront proposées à nouveau la prochaine fois.',
  stay: 'Rester sur cette page',
};

export default fr_drafts;
