/**
 * The one user of the tests is defined beside the machines (which cannot import from src) and
 * shared from here with the component tests.
 */
export { testUser } from '../../machines/testing/users';

/** The layout answer of the seeded server, cut down to what the shell tests need. */
export const testLayout = {
  columb: [
    { id: 1, name: 'Home', url: '/index', external: false, children: [] },
    {
      id: 78,
      name: 'Partner portal',
      url: '/personal',
      external: false,
      children: [
        { id: 79, name: 'Configurator', url: '/configurator', external: false },
        { id: 80, name: 'Quotations', url: '/personal/quotation', external: false },
      ],
    },
    {
      id: 6,
      name: 'About us',
      url: '/aboutus/dcnbrief',
      external: false,
      children: [
        { id: 63, name: 'News', url: '/aboutus/news', external: false },
        { id: 65, name: 'Videos', url: 'https://video.example.org/', external: true },
      ],
    },
  ],
  sysConifg: {
    site_name: 'DCN Partner Portal',
    copyright: '© 2026 DCN Networks Co., Ltd. All rights reserved.',
    filing_number: 'ICP 0001',
    filing_url: 'https://beian.example.org/',
  },
};
