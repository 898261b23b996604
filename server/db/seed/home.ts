import type { Localized } from '../schema/index';
import { same, t } from './text';

interface SeedBanner {
  title: Localized;
  image: string;
  /** A portal path; `{product:MODEL}` is replaced by that product's page. */
  url: string;
}

/** The home page carousel. */
export const BANNERS: SeedBanner[] = [
  {
    title: t(
      'Wi-Fi 7 is here: WL9200-I6 tri-band access point',
      'Wi-Fi 7 уже здесь: трёхдиапазонная точка доступа WL9200-I6',
      'Wi-Fi 7 시대: 트라이밴드 AP WL9200-I6',
      'Llega Wi-Fi 7: punto de acceso tribanda WL9200-I6',
      "Le Wi-Fi 7 est là : point d'accès tri-bande WL9200-I6",
      'O Wi-Fi 7 chegou: ponto de acesso tribanda WL9200-I6',
      'وصلت تقنية Wi-Fi 7: نقطة الوصول ثلاثية النطاق WL9200-I6',
      'Wi-Fi 7 đã đến: điểm truy cập ba băng tần WL9200-I6',
    ),
    image: '/media/banners/wifi7.svg',
    url: '{product:WL9200-I6}',
  },
  {
    title: t(
      'Data centre fabrics for cloud and AI',
      'Фабрики ЦОД для облака и AI',
      '클라우드·AI를 위한 데이터센터 패브릭',
      'Redes de centro de datos para nube e IA',
      'Fabrics de centre de données pour le cloud et l’IA',
      'Redes de data center para nuvem e IA',
      'شبكات مراكز البيانات للسحابة والذكاء الاصطناعي',
      'Mạng trung tâm dữ liệu cho đám mây và AI',
    ),
    image: '/media/banners/datacenter.svg',
    url: '/solution',
  },
  {
    title: t(
      'Grow with the DCN partner programme',
      'Растите вместе с партнёрской программой DCN',
      'DCN 파트너 프로그램과 함께 성장하세요',
      'Crezca con el programa de socios de DCN',
      'Développez-vous avec le programme partenaires DCN',
      'Cresça com o programa de parceiros DCN',
      'انمُ مع برنامج شركاء DCN',
      'Phát triển cùng chương trình đối tác DCN',
    ),
    image: '/media/banners/partners.svg',
    url: '/partner/dcnet',
  },
  {
    title: t(
      'Get certified: DCNA, DCNP and DCNE',
      'Получите сертификат: DCNA, DCNP и DCNE',
      '인증 취득: DCNA, DCNP, DCNE',
      'Certifíquese: DCNA, DCNP y DCNE',
      'Certifiez-vous : DCNA, DCNP et DCNE',
      'Certifique-se: DCNA, DCNP e DCNE',
      'احصل على الشهادة: DCNA وDCNP وDCNE',
      'Lấy chứng chỉ: DCNA, DCNP và DCNE',
    ),
    image: '/media/banners/training.svg',
    url: '/support/dcntraining',
  },
];

interface SeedFriendLink {
  name: Localized;
  url: string;
  logo: string;
}

/** Links to the vendor's other sites, shown in the footer. */
export const FRIEND_LINKS: SeedFriendLink[] = [
  {
    name: t(
      'DCN cloud controller',
      'Облачный контроллер DCN',
      'DCN 클라우드 컨트롤러',
      'Controlador en la nube DCN',
      'Contrôleur cloud DCN',
      'Controlador em nuvem DCN',
      'وحدة التحكم السحابية DCN',
      'Bộ điều khiển đám mây DCN',
    ),
    url: 'https://cloud.dcnetworks.com.cn',
    logo: '/media/links/cloud.svg',
  },
  {
    name: t(
      'DCN Academy',
      'Академия DCN',
      'DCN 아카데미',
      'Academia DCN',
      'Académie DCN',
      'Academia DCN',
      'أكاديمية DCN',
      'Học viện DCN',
    ),
    url: 'https://academy.dcnetworks.com.cn',
    logo: '/media/links/academy.svg',
  },
  {
    name: t(
      'Technical support',
      'Техническая поддержка',
      '기술 지원',
      'Soporte técnico',
      'Support technique',
      'Suporte técnico',
      'الدعم الفني',
      'Hỗ trợ kỹ thuật',
    ),
    url: 'https://support.dcnetworks.com.cn',
    logo: '/media/links/support.svg',
  },
  { name: same('LinkedIn'), url: 'https://www.linkedin.com/company/dcn-networks', logo: '' },
  { name: same('YouTube'), url: 'https://www.youtube.com/@dcnnetworks', logo: '' },
];
