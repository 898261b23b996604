import type { Localized } from '../schema';

interface SeedMenuItem {
  id: number;
  url: string;
  external?: boolean;
  name: Localized;
  children?: SeedMenuItem[];
}

/** The vendor's top menu. Ids 79 to 82 are the entries that need a login. */
export const seedMenu: SeedMenuItem[] = [
  {
    id: 1,
    url: '/index',
    name: { en: 'Home', ru: 'Главная', kor: '홈', spa: 'Inicio', fra: 'Accueil', pt: 'Início', ara: 'الرئيسية', vie: 'Trang chủ' },
  },
  {
    id: 2,
    url: '/product',
    name: { en: 'Products', ru: 'Продукты', kor: '제품', spa: 'Productos', fra: 'Produits', pt: 'Produtos', ara: 'المنتجات', vie: 'Sản phẩm' },
  },
  {
    id: 3,
    url: '/solution',
    name: { en: 'Solutions', ru: 'Решения', kor: '솔루션', spa: 'Soluciones', fra: 'Solutions', pt: 'Soluções', ara: 'الحلول', vie: 'Giải pháp' },
  },
  {
    id: 4,
    url: '/support',
    name: { en: 'Support', ru: 'Поддержка', kor: '지원', spa: 'Soporte', fra: 'Assistance', pt: 'Suporte', ara: 'الدعم', vie: 'Hỗ trợ' },
    children: [
      {
        id: 41,
        url: '/support',
        name: { en: 'Help centre', ru: 'Центр поддержки', kor: '고객 지원 센터', spa: 'Centro de ayuda', fra: "Centre d'aide", pt: 'Central de ajuda', ara: 'مركز المساعدة', vie: 'Trung tâm trợ giúp' },
      },
      {
        id: 42,
        url: '/support/certificateverification',
        name: { en: 'Certificate verification', ru: 'Проверка сертификата', kor: '인증서 확인', spa: 'Verificación de certificados', fra: 'Vérification de certificat', pt: 'Verificação de certificado', ara: 'التحقق من الشهادة', vie: 'Xác minh chứng chỉ' },
      },
      {
        id: 43,
        url: '/support/sncheck',
        name: { en: 'Serial number check', ru: 'Проверка серийного номера', kor: '시리얼 번호 조회', spa: 'Consulta de número de serie', fra: 'Vérification du numéro de série', pt: 'Consulta de número de série', ara: 'التحقق من الرقم التسلسلي', vie: 'Tra cứu số sê-ri' },
      },
      {
        id: 44,
        url: '/support/dcntraining',
        name: { en: 'Training', ru: 'Обучение', kor: '교육', spa: 'Formación', fra: 'Formation', pt: 'Treinamento', ara: 'التدريب', vie: 'Đào tạo' },
      },
      {
        id: 45,
        url: '/support/policy',
        name: { en: 'Service policy', ru: 'Сервисная политика', kor: '서비스 정책', spa: 'Política de servicio', fra: 'Politique de service', pt: 'Política de serviço', ara: 'سياسة الخدمة', vie: 'Chính sách dịch vụ' },
      },
    ],
  },
  {
    id: 5,
    url: '/partner/dcnet',
    name: { en: 'Partners', ru: 'Партнёры', kor: '파트너', spa: 'Socios', fra: 'Partenaires', pt: 'Parceiros', ara: 'الشركاء', vie: 'Đối tác' },
    children: [
      {
        id: 51,
        url: '/partner/dcnet',
        name: { en: 'Partner programme', ru: 'Партнёрская программа', kor: '파트너 프로그램', spa: 'Programa de socios', fra: 'Programme partenaires', pt: 'Programa de parceiros', ara: 'برنامج الشركاء', vie: 'Chương trình đối tác' },
      },
      {
        id: 52,
        url: '/partner/dcnet#Find',
        name: { en: 'Find a partner', ru: 'Найти партнёра', kor: '파트너 찾기', spa: 'Buscar un socio', fra: 'Trouver un partenaire', pt: 'Encontrar um parceiro', ara: 'ابحث عن شريك', vie: 'Tìm đối tác' },
      },
      {
        id: 53,
        url: '/partner/dcnet#Become',
        name: { en: 'Become a partner', ru: 'Стать партнёром', kor: '파트너 되기', spa: 'Hágase socio', fra: 'Devenir partenaire', pt: 'Seja um parceiro', ara: 'كن شريكًا', vie: 'Trở thành đối tác' },
      },
      {
        id: 54,
        url: '/partner/vendor',
        name: { en: 'Vendors', ru: 'Поставщики', kor: '벤더', spa: 'Proveedores', fra: 'Fournisseurs', pt: 'Fornecedores', ara: 'الموردون', vie: 'Nhà cung cấp' },
      },
    ],
  },
  {
    id: 78,
    url: '/personal',
    name: { en: 'Partner portal', ru: 'Портал партнёра', kor: '파트너 포털', spa: 'Portal de socios', fra: 'Portail partenaires', pt: 'Portal do parceiro', ara: 'بوابة الشركاء', vie: 'Cổng đối tác' },
    children: [
      {
        id: 79,
        url: '/configurator',
        name: { en: 'Configurator', ru: 'Конфигуратор', kor: '구성기', spa: 'Configurador', fra: 'Configurateur', pt: 'Configurador', ara: 'أداة التهيئة', vie: 'Trình cấu hình' },
      },
      {
        id: 80,
        url: '/personal/quotation',
        name: { en: 'Quotations', ru: 'Коммерческие предложения', kor: '견적', spa: 'Cotizaciones', fra: 'Devis', pt: 'Cotações', ara: 'عروض الأسعار', vie: 'Báo giá' },
      },
      {
        id: 81,
        url: '/personal/order',
        name: { en: 'Orders', ru: 'Заказы', kor: '주문', spa: 'Pedidos', fra: 'Commandes', pt: 'Pedidos', ara: 'الطلبات', vie: 'Đơn hàng' },
      },
      {
        id: 82,
        url: '/personal/project',
        name: { en: 'Projects', ru: 'Проекты', kor: '프로젝트', spa: 'Proyectos', fra: 'Projets', pt: 'Projetos', ara: 'المشاريع', vie: 'Dự án' },
      },
    ],
  },
  {
    id: 6,
    url: '/aboutus/dcnbrief',
    name: { en: 'About us', ru: 'О компании', kor: '회사 소개', spa: 'Sobre nosotros', fra: 'À propos', pt: 'Sobre nós', ara: 'من نحن', vie: 'Về chúng tôi' },
    children: [
      {
        id: 61,
        url: '/aboutus/dcnbrief',
        name: { en: 'Company profile', ru: 'Профиль компании', kor: '회사 개요', spa: 'Perfil de la empresa', fra: "Présentation de l'entreprise", pt: 'Perfil da empresa', ara: 'نبذة عن الشركة', vie: 'Giới thiệu công ty' },
      },
      {
        id: 62,
        url: '/aboutus/parentcompany',
        name: { en: 'Parent company', ru: 'Материнская компания', kor: '모회사', spa: 'Empresa matriz', fra: 'Société mère', pt: 'Empresa controladora', ara: 'الشركة الأم', vie: 'Công ty mẹ' },
      },
      {
        id: 63,
        url: '/aboutus/news',
        name: { en: 'News', ru: 'Новости', kor: '뉴스', spa: 'Noticias', fra: 'Actualités', pt: 'Notícias', ara: 'الأخبار', vie: 'Tin tức' },
      },
      {
        id: 64,
        url: '/aboutus/contactus',
        name: { en: 'Contact us', ru: 'Контакты', kor: '문의하기', spa: 'Contacto', fra: 'Nous contacter', pt: 'Fale conosco', ara: 'اتصل بنا', vie: 'Liên hệ' },
      },
      {
        id: 65,
        url: 'https://www.youtube.com/@DCNglobal',
        external: true,
        name: { en: 'Videos', ru: 'Видео', kor: '동영상', spa: 'Vídeos', fra: 'Vidéos', pt: 'Vídeos', ara: 'مقاطع الفيديو', vie: 'Video' },
      },
    ],
  },
];
