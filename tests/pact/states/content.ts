import type { StateHandlers } from './types';

/** The seeded database already holds the menu, the settings and the countries. */
export const contentStates: StateHandlers = () => ({
  'the site has a menu and footer settings': () => Promise.resolve(undefined),
  'the country list is loaded': () => Promise.resolve(undefined),
});
