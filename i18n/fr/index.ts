import type { Translation } from '../i18n-types';

const fr: Translation = {
  shell: {
    notifications: "Zone de notifications",
    close: "Fermer",
    skipToContent: 'Aller au contenu principal',
    mainMenu: 'Menu principal',
    home: 'Accueil',
    language: 'Langue',
    search: 'Rechercher',
    login: 'Se connecter',
    footer: 'Informations sur le site',
    opensInNewWindow: "s'ouvre dans une nouvelle fenêtre",
    loginRequired: "Vous n'êtes pas connecté, veuillez d'abord vous connecter.",
    menuUnavailable: "Le menu n'a pas pu être chargé.",
    loading: 'Chargement…',
  },
  home: {
    title: 'Des réseaux pour nos partenaires',
    intro:
      'Parcourez les commutateurs, routeurs, produits sans fil et de sécurité, établissez des devis et suivez vos commandes du contrat à la livraison.',
  },
  errors: {
    pleaseLogIn: "Veuillez vous connecter",
    timeout: "Le serveur n'a pas répondu à temps. Veuillez réessayer.",
    requestFailed: "La requête a échoué (HTTP {status}).",
    networkDown: "Le portail ne parvient pas à joindre le serveur. Vérifiez votre connexion.",
    notFoundTitle: 'Page introuvable',
    notFoundBody: "La page demandée n'existe pas ou a été déplacée.",
    unauthorizedTitle: 'Accès non autorisé',
    unauthorizedBody: "Vous n'avez pas l'autorisation d'ouvrir cette page.",
    backHome: "Retour à la page d'accueil",
  },
};

export default fr;
