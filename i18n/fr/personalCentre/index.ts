import type { NamespacePersonalCentreTranslation } from '../../i18n-types';

const fr_personalCentre: NamespacePersonalCentreTranslation = {
  frame: {
    settings: 'Réglages d’affichage',
    size: 'Taille du texte et des commandes',
    sizeLarge: 'Grande',
    sizeDefault: 'Normale',
    sizeSmall: 'Petite',
    newTab: 's’ouvre dans un nouvel onglet',
  },
  home: {
    profile: 'Votre profil',
    name: 'Nom',
    company: 'Entreprise',
    email: 'Adresse e-mail',
    country: 'Pays ou région',
    telephone: 'Téléphone',
    website: 'Site web',
    address: 'Adresse',
    partnerType: 'Type de partenaire',
    dcnetId: 'Identifiant DCNet',
    memberSince: 'Membre depuis',
    lastLogin: 'Connexion précédente',
    notGiven: 'Non renseigné',
    noTier: 'Aucun pour l’instant',
    firstLogin: 'C’est votre première connexion',
    editProfile: 'Modifier le profil',
    overview: 'Vos dossiers',
    open: 'Ouvrir {screen}',
    completeTitle: 'Il manque des informations à votre profil',
    completeIntro:
      'Les demandes d’adhésion et les commandes impriment ces informations. Veuillez les ajouter à votre profil :',
  },
  avatar: {
    label: 'Photo de profil',
    alt: 'Photo de profil de {name}',
    choose: 'Choisir une nouvelle photo',
    hint: 'Une image JPEG, PNG, GIF ou WebP de {maxKb} ko au plus.',
    preview: 'Aperçu de la nouvelle photo',
    save: 'Enregistrer la photo',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
    tooLarge: 'L’image dépasse {maxKb} ko. Veuillez en choisir une plus petite.',
    notImage:
      'Ce fichier n’est pas une image JPEG, PNG, GIF ou WebP. Veuillez choisir un autre fichier.',
    unreadable: 'Le fichier n’a pas pu être lu. Veuillez le choisir à nouveau.',
  },
  profile: {
    title: 'Modifier votre profil',
    save: 'Enregistrer le profil',
    saving: 'Enregistrement…',
    cancel: 'Annuler',
  },
};

export default fr_personalCentre;
