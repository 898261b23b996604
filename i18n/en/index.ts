import type { BaseTranslation } from '../i18n-types';

const en: BaseTranslation = {
  shell: {
    notifications: "Notifications",
    close: "Close",
    skipToContent: 'Skip to main content',
    mainMenu: 'Main menu',
    home: 'Home',
    language: 'Language',
    search: 'Search',
    login: 'Log in',
    footer: 'Site information',
    opensInNewWindow: 'opens in a new window',
    loginRequired: 'You are not logged in, please log in first.',
    menuUnavailable: 'The menu could not be loaded.',
    loading: 'Loading…',
  },
  home: {
    title: 'Networking for partners',
    intro:
      'Browse switches, routers, wireless and security products, build quotations and follow your orders from contract to delivery.',
  },
  errors: {
    pleaseLogIn: "Please log in",
    timeout: "The server did not answer in time. Please try again.",
    requestFailed: "The request failed (HTTP {status:number}).",
    networkDown: "The portal cannot reach the server. Check your connection.",
    notFoundTitle: 'Page not found',
    notFoundBody: 'The page you asked for does not exist or has moved.',
    unauthorizedTitle: 'Not authorised',
    unauthorizedBody: 'You do not have permission to open this page.',
    backHome: 'Back to the home page',
  },
};

export default en;
