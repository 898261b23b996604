import type { NamespaceBaseTranslation } from '../../namespace-base';

/** Texts of the personal centre: its frame, the home screen and the profile. */
const en_personalCentre = {
  frame: {
    settings: 'Display settings',
    size: 'Size of text and controls',
    sizeLarge: 'Large',
    sizeDefault: 'Default',
    sizeSmall: 'Small',
    newTab: 'opens in a new tab',
  },
  home: {
    profile: 'Your profile',
    name: 'Name',
    company: 'Company',
    email: 'Email address',
    country: 'Country or region',
    telephone: 'Telephone',
    website: 'Website',
    address: 'Address',
    partnerType: 'Partner type',
    dcnetId: 'DCNet ID',
    memberSince: 'Member since',
    lastLogin: 'Previous login',
    notGiven: 'Not given',
    noTier: 'None yet',
    firstLogin: 'This is your first login',
    editProfile: 'Edit profile',
    overview: 'Your records',
    open: 'Open {screen}',
    completeTitle: 'Your profile is missing some details',
    completeIntro:
      'Membership applications and orders print these details. Please add them to your profile:',
  },
  avatar: {
    label: 'Profile picture',
    alt: 'Profile picture of {name}',
    choose: 'Choose a new picture',
    hint: 'A JPEG, PNG, GIF or WebP picture of at most {maxKb:number} kB.',
    preview: 'Preview of the new picture',
    save: 'Save picture',
    saving: 'Saving…',
    cancel: 'Cancel',
    tooLarge: 'The picture is larger than {maxKb:number} kB. Please choose a smaller one.',
    notImage: 'This file is not a JPEG, PNG, GIF or WebP picture. Please choose another file.',
    unreadable: 'The file could not be read. Please choose it again.',
  },
  profile: {
    title: 'Edit your profile',
    save: 'Save profile',
    saving: 'Saving…',
    cancel: 'Cancel',
  },
} satisfies NamespaceBaseTranslation;

export default en_personalCentre;
