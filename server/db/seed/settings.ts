import type { Localized } from '../schema/index';

/** Footer and site settings, as the back office would have entered them. */
export const seedSettings: Record<string, Localized> = {
  site_name: {
    en: 'DCN Partner Portal',
    ru: 'Партнёрский портал DCN',
    kor: 'DCN 파트너 포털',
    spa: 'Portal de socios DCN',
    fra: 'Portail partenaires DCN',
    pt: 'Portal de parceiros DCN',
    ara: 'بوابة شركاء DCN',
    vie: 'Cổng đối tác DCN',
  },
  copyright: {
    en: '© 2026 DCN Networks Co., Ltd. All rights reserved.',
    ru: '© 2026 DCN Networks Co., Ltd. Все права защищены.',
    kor: '© 2026 DCN Networks Co., Ltd. 모든 권리 보유.',
    spa: '© 2026 DCN Networks Co., Ltd. Todos los derechos reservados.',
    fra: '© 2026 DCN Networks Co., Ltd. Tous droits réservés.',
    pt: '© 2026 DCN Networks Co., Ltd. Todos os direitos reservados.',
    // The company's name in its own left-to-right isolate (LRI … PDI): at the end of a Latin
    // run inside an Arabic line, its final point would otherwise be drawn before "DCN".
    ara: '© 2026 \u2066DCN Networks Co., Ltd.\u2069 جميع الحقوق محفوظة.',
    vie: '© 2026 DCN Networks Co., Ltd. Bảo lưu mọi quyền.',
  },
  filing_number: { en: '京ICP备09054261号-2' },
  filing_url: { en: 'https://beian.miit.gov.cn/' },
  // The chat page the reference server serves itself (server/chat/); the same in every language.
  chat_url: { en: '/chat/' },
};
