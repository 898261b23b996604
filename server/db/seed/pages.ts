import type { Localized } from '../schema/index';
import { t } from './text';

interface SeedPage {
  name: 'dcnbrief' | 'parentcompany' | 'contactus' | 'policy' | 'dcntraining';
  updated: string;
  title: Localized;
  /** HTML per language; English always. */
  content: { en: string } & Partial<Record<string, string>>;
}

/** The single pages: company, contact, service policy and training information. */
export const PAGES: SeedPage[] = [
  {
    name: 'dcnbrief',
    updated: '2026-06-01 10:00:00',
    title: t(
      'About DCN',
      'О компании DCN',
      'DCN 소개',
      'Acerca de DCN',
      'À propos de DCN',
      'Sobre a DCN',
      'عن DCN',
      'Giới thiệu DCN',
    ),
    content: {
      en: [
        '<h2>Who we are</h2>',
        '<p>DCN Networks designs and builds switches, routers, wireless and security products for enterprises, schools, hospitals, governments and service providers. Our products run in more than 90 countries and are sold and supported through a network of distribution, project and service partners.</p>',
        '<h2>What we make</h2>',
        '<ul><li>Campus, data-centre and industrial switches</li><li>Branch, enterprise and service routers</li><li>Wi-Fi 6 and Wi-Fi 7 access points and controllers</li><li>Next-generation firewalls and internet behaviour management</li><li>Optical transceivers and accessories</li></ul>',
        '<h2>How we work</h2>',
        '<p>Research and development centres in Beijing and Tianjin, our own factory with automated test lines, and regional offices in Dubai, São Paulo, Mexico City, Almaty and Ho Chi Minh City keep us close to partners and customers.</p>',
      ].join(''),
      ru: [
        '<h2>Кто мы</h2>',
        '<p>DCN Networks разрабатывает и производит коммутаторы, маршрутизаторы, беспроводное оборудование и средства защиты для предприятий, школ, больниц, государственных организаций и операторов связи. Наше оборудование работает более чем в 90 странах, его продают и обслуживают партнёры по дистрибуции, проектам и сервису.</p>',
        '<h2>Что мы производим</h2>',
        '<ul><li>Коммутаторы для кампусов, ЦОД и промышленности</li><li>Маршрутизаторы для филиалов, предприятий и операторов</li><li>Точки доступа и контроллеры Wi-Fi 6 и Wi-Fi 7</li><li>Межсетевые экраны нового поколения и управление интернет-трафиком</li><li>Оптические трансиверы и аксессуары</li></ul>',
        '<h2>Как мы работаем</h2>',
        '<p>Центры разработки в Пекине и Тяньцзине, собственный завод с автоматизированными линиями тестирования и региональные офисы в Дубае, Сан-Паулу, Мехико, Алматы и Хошимине позволяют нам быть ближе к партнёрам и заказчикам.</p>',
      ].join(''),
      spa: [
        '<h2>Quiénes somos</h2>',
        '<p>DCN Networks diseña y fabrica conmutadores, enrutadores, equipos inalámbricos y de seguridad para empresas, escuelas, hospitales, administraciones y proveedores de servicios. Nuestros productos funcionan en más de 90 países y se venden y mantienen a través de una red de socios de distribución, proyecto y servicio.</p>',
        '<h2>Qué fabricamos</h2>',
        '<ul><li>Conmutadores de campus, centro de datos e industriales</li><li>Enrutadores de sucursal, empresariales y de servicios</li><li>Puntos de acceso y controladores Wi-Fi 6 y Wi-Fi 7</li><li>Cortafuegos de nueva generación y gestión del comportamiento en Internet</li><li>Transceptores ópticos y accesorios</li></ul>',
        '<h2>Cómo trabajamos</h2>',
        '<p>Centros de I+D en Pekín y Tianjin, fábrica propia con líneas de prueba automatizadas y oficinas regionales en Dubái, São Paulo, Ciudad de México, Almaty y Ciudad Ho Chi Minh nos mantienen cerca de socios y clientes.</p>',
      ].join(''),
    },
  },
  {
    name: 'parentcompany',
    updated: '2026-03-15 10:00:00',
    title: t(
      'Parent company',
      'Материнская компания',
      '모회사',
      'Empresa matriz',
      'Société mère',
      'Empresa controladora',
      'الشركة الأم',
      'Công ty mẹ',
    ),
    content: {
      en: [
        '<h2>DCN Holdings Group</h2>',
        '<p>DCN Networks Co., Ltd. is the networking subsidiary of DCN Holdings Group, an IT services and infrastructure group with businesses in cloud services, systems integration and distribution.</p>',
        '<p>The group’s scale gives DCN partners stable supply, long-term product support and the backing of a company that has delivered national-scale networks for education, finance and government.</p>',
      ].join(''),
    },
  },
  {
    name: 'contactus',
    updated: '2026-09-01 10:00:00',
    title: t(
      'Contact us',
      'Контакты',
      '문의하기',
      'Contacto',
      'Nous contacter',
      'Fale conosco',
      'اتصل بنا',
      'Liên hệ',
    ),
    content: {
      en: [
        '<h2>Headquarters</h2>',
        '<p>DCN Networks Co., Ltd.<br>Building 3, No. 8 Shangdi East Road, Haidian District, Beijing 100085, China<br>Telephone: +86 10 5873 6600<br>E-mail: overseas@dcnetworks.com.cn</p>',
        '<h2>Regional offices</h2>',
        '<ul><li>Middle East and Africa: Dubai, UAE, +971 4 427 3650</li><li>Latin America: São Paulo, Brazil, +55 11 3181 4020</li><li>Mexico and Central America: Mexico City, +52 55 4170 2200</li><li>CIS: Almaty, Kazakhstan, +7 727 339 8040</li><li>Southeast Asia: Ho Chi Minh City, Vietnam, +84 28 3910 5570</li></ul>',
        '<h2>Technical support</h2>',
        '<p>Hotline +86 400 810 9119 (24 × 7), e-mail support@dcnetworks.com.cn. Partners open cases and check warranty status in the partner portal.</p>',
      ].join(''),
      ara: [
        '<h2>المقر الرئيسي</h2>',
        '<p>DCN Networks Co., Ltd.<br>المبنى 3، رقم 8 طريق شانغدي الشرقي، حي هايديان، بكين 100085، الصين<br>الهاتف: ‎+86 10 5873 6600<br>البريد الإلكتروني: overseas@dcnetworks.com.cn</p>',
        '<h2>المكاتب الإقليمية</h2>',
        '<ul><li>الشرق الأوسط وأفريقيا: دبي، الإمارات، ‎+971 4 427 3650</li><li>أمريكا اللاتينية: ساو باولو، البرازيل، ‎+55 11 3181 4020</li><li>المكسيك وأمريكا الوسطى: مكسيكو سيتي، ‎+52 55 4170 2200</li><li>رابطة الدول المستقلة: ألماتي، كازاخستان، ‎+7 727 339 8040</li><li>جنوب شرق آسيا: مدينة هو تشي منه، فيتنام، ‎+84 28 3910 5570</li></ul>',
        '<h2>الدعم الفني</h2>',
        '<p>الخط الساخن ‎+86 400 810 9119 على مدار الساعة، البريد الإلكتروني support@dcnetworks.com.cn. يفتح الشركاء طلبات الدعم ويتحققون من حالة الضمان عبر بوابة الشركاء.</p>',
      ].join(''),
    },
  },
  {
    name: 'policy',
    updated: '2026-01-10 10:00:00',
    title: t(
      'Service policy',
      'Сервисная политика',
      '서비스 정책',
      'Política de servicio',
      'Politique de service',
      'Política de serviço',
      'سياسة الخدمة',
      'Chính sách dịch vụ',
    ),
    content: {
      en: [
        '<h2>Hardware warranty</h2>',
        '<p>The warranty starts on the ship date recorded against the serial number. Campus and data-centre switches carry five years, routers, wireless and security products three years, optics three years and cables one year. Check any serial number with the SN check in the partner portal.</p>',
        '<h2>Return and replacement (RMA)</h2>',
        '<ol><li>The partner confirms the fault with DCN technical support and receives an RMA number.</li><li>For advance replacement, DCN ships the spare within two working days from the nearest regional depot.</li><li>The faulty unit is returned within 15 days with the RMA number on the box.</li></ol>',
        '<h2>Software</h2>',
        '<p>Maintenance releases are free for products under warranty. End-of-sale products receive software fixes for three years and hardware support for five years after the last ship date.</p>',
        '<h2>Service partners</h2>',
        '<p>SN lookup is available to overseas local after-sales service partners (ASP and DSP). Project protection applies only after correct registration and approval by head office.</p>',
      ].join(''),
      fra: [
        '<h2>Garantie matérielle</h2>',
        '<p>La garantie commence à la date d’expédition enregistrée pour le numéro de série. Les commutateurs de campus et de centre de données sont garantis cinq ans, les routeurs, produits sans fil et de sécurité trois ans, les optiques trois ans et les câbles un an. Vérifiez tout numéro de série avec la vérification SN du portail partenaires.</p>',
        '<h2>Retour et remplacement (RMA)</h2>',
        '<ol><li>Le partenaire confirme la panne avec le support technique DCN et reçoit un numéro RMA.</li><li>En remplacement anticipé, DCN expédie la pièce sous deux jours ouvrés depuis le dépôt régional le plus proche.</li><li>L’unité défectueuse est retournée sous 15 jours avec le numéro RMA sur le colis.</li></ol>',
        '<h2>Logiciel</h2>',
        '<p>Les versions de maintenance sont gratuites pour les produits sous garantie. Les produits en fin de commercialisation reçoivent des correctifs pendant trois ans et un support matériel pendant cinq ans après la dernière livraison.</p>',
        '<h2>Partenaires de service</h2>',
        '<p>La vérification SN est réservée aux partenaires de service après-vente locaux à l’étranger (ASP et DSP). La protection de projet ne s’applique qu’après un enregistrement correct et l’approbation du siège.</p>',
      ].join(''),
    },
  },
  {
    name: 'dcntraining',
    updated: '2026-09-03 09:00:00',
    title: t(
      'DCN training and certification',
      'Обучение и сертификация DCN',
      'DCN 교육 및 인증',
      'Formación y certificación DCN',
      'Formation et certification DCN',
      'Treinamento e certificação DCN',
      'تدريب DCN وشهاداتها',
      'Đào tạo và chứng chỉ DCN',
    ),
    content: {
      en: [
        '<h2>Certification levels</h2>',
        '<ul><li><strong>DCNA</strong> (DCN Certified Network Associate): installation and day-to-day operation.</li><li><strong>DCNP</strong> (DCN Certified Network Professional): design and troubleshooting of multi-site networks.</li><li><strong>DCNE</strong> (DCN Certified Network Expert): architecture of large campus, data-centre and carrier networks.</li></ul>',
        '<h2>Tracks</h2>',
        '<p>Routing and switching, wireless, security and data centre. Each track has its own course and exam.</p>',
        '<h2>How to register</h2>',
        '<p>Ask your regional sales manager or training partner for a registration code, then register for the course or the exam under Personal centre › Training or Exams. Without a registration code, contact the regional sales or training partner.</p>',
        '<h2>Verifying a certificate</h2>',
        '<p>Anyone can check a DCN certificate by number on the certificate verification page.</p>',
      ].join(''),
      vie: [
        '<h2>Các cấp chứng chỉ</h2>',
        '<ul><li><strong>DCNA</strong>: lắp đặt và vận hành hằng ngày.</li><li><strong>DCNP</strong>: thiết kế và xử lý sự cố mạng nhiều địa điểm.</li><li><strong>DCNE</strong>: kiến trúc mạng khuôn viên lớn, trung tâm dữ liệu và nhà mạng.</li></ul>',
        '<h2>Chuyên ngành</h2>',
        '<p>Định tuyến và chuyển mạch, không dây, bảo mật và trung tâm dữ liệu. Mỗi chuyên ngành có khóa học và kỳ thi riêng.</p>',
        '<h2>Cách đăng ký</h2>',
        '<p>Liên hệ quản lý kinh doanh khu vực hoặc đối tác đào tạo để nhận mã đăng ký, sau đó đăng ký khóa học hoặc kỳ thi trong Trung tâm cá nhân › Đào tạo hoặc Thi. Nếu chưa có mã đăng ký, hãy liên hệ bộ phận kinh doanh khu vực hoặc đối tác đào tạo.</p>',
        '<h2>Xác minh chứng chỉ</h2>',
        '<p>Bất kỳ ai cũng có thể kiểm tra chứng chỉ DCN theo số trên trang xác minh chứng chỉ.</p>',
      ].join(''),
    },
  },
];
