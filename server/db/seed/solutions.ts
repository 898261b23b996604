import type { Localized } from '../schema/index';
import { t } from './text';

interface SeedSolution {
  industry: string;
  /** Illustration under /media/solutions/. */
  image: string;
  industryName: Localized;
  title: Localized;
  summary: Localized;
  /** Sections per language: heading and paragraph pairs; English always. */
  body: { en: [string, string][] } & Partial<Record<string, [string, string][]>>;
  /** Models of the catalogue the solution is built from. */
  products: string[];
  featured?: boolean;
}

const EDUCATION = t(
  'Education',
  'Образование',
  '교육',
  'Educación',
  'Éducation',
  'Educação',
  'التعليم',
  'Giáo dục',
);

/** Industry solutions, in the order the solution page lists them. */
export const SOLUTIONS: SeedSolution[] = [
  {
    industry: 'education',
    image: 'campus',
    industryName: EDUCATION,
    title: t(
      'Smart campus network',
      'Сеть умного кампуса',
      '스마트 캠퍼스 네트워크',
      'Red de campus inteligente',
      'Réseau de campus intelligent',
      'Rede de campus inteligente',
      'شبكة الحرم الجامعي الذكي',
      'Mạng khuôn viên thông minh',
    ),
    summary: t(
      'Wired and wireless access for universities, with identity-based policies for students, staff and guests.',
      'Проводной и беспроводной доступ для университетов с политиками на основе идентификации для студентов, сотрудников и гостей.',
      '학생, 교직원, 방문객별 ID 기반 정책을 갖춘 대학용 유무선 액세스.',
      'Acceso cableado e inalámbrico para universidades, con políticas por identidad para estudiantes, personal e invitados.',
      'Accès filaire et sans fil pour les universités, avec des politiques par identité pour étudiants, personnel et invités.',
      'Acesso cabeado e sem fio para universidades, com políticas por identidade para alunos, funcionários e visitantes.',
      'وصول سلكي ولاسلكي للجامعات مع سياسات قائمة على الهوية للطلاب والموظفين والزوار.',
      'Truy cập có dây và không dây cho đại học, với chính sách theo danh tính cho sinh viên, cán bộ và khách.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Tens of thousands of devices arrive every term, lecture halls fill and empty every hour, and exams and online classes cannot tolerate outages.',
        ],
        [
          'Solution',
          'A routed campus with a redundant CS16800 core, CS6200-EI distribution per faculty and S5750E-SI access, with WL8200 access points managed by DCWS controllers. 802.1X and portal authentication assign each user to the right VLAN and policy.',
        ],
        [
          'Benefits',
          'Fault domains stay small, Wi-Fi capacity follows the timetable, and the IT team manages the whole campus from one controller.',
        ],
      ],
      spa: [
        [
          'Retos',
          'Cada semestre llegan decenas de miles de dispositivos, los auditorios se llenan y vacían cada hora y los exámenes y clases en línea no toleran cortes.',
        ],
        [
          'Solución',
          'Un campus enrutado con núcleo redundante CS16800, distribución CS6200-EI por facultad y acceso S5750E-SI, con puntos de acceso WL8200 gestionados por controladores DCWS. La autenticación 802.1X y por portal asigna a cada usuario la VLAN y la política adecuadas.',
        ],
        [
          'Beneficios',
          'Los dominios de fallo son pequeños, la capacidad Wi-Fi sigue el horario y el equipo de TI gestiona todo el campus desde un controlador.',
        ],
      ],
    },
    products: ['CS16800-08', 'CS6200-28X-EI', 'S5750E-28X-P-SI', 'WL8200-I3', 'DCWS-6228'],
    featured: true,
  },
  {
    industry: 'education',
    image: 'school',
    industryName: EDUCATION,
    title: t(
      'K-12 school network',
      'Сеть для школ',
      'K-12 학교 네트워크',
      'Red para centros escolares',
      'Réseau pour écoles',
      'Rede para escolas',
      'شبكة المدارس',
      'Mạng trường phổ thông',
    ),
    summary: t(
      'Simple, safe connectivity for classrooms, managed centrally by the education authority.',
      'Простое и безопасное подключение классов с централизованным управлением органом образования.',
      '교육청이 중앙에서 관리하는 간편하고 안전한 교실 연결.',
      'Conectividad sencilla y segura para las aulas, gestionada de forma central por la autoridad educativa.',
      'Une connectivité simple et sûre pour les classes, gérée centralement par l’autorité éducative.',
      'Conectividade simples e segura para salas de aula, gerida centralmente pela secretaria de educação.',
      'اتصال بسيط وآمن للفصول الدراسية تديره السلطة التعليمية مركزيًا.',
      'Kết nối đơn giản, an toàn cho lớp học, do cơ quan giáo dục quản lý tập trung.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Schools have little on-site IT staff, need content filtering for children and must share one budget across many sites.',
        ],
        [
          'Solution',
          'Each school gets S4600-SI PoE switches and WL8200 access points; a DCBI-3000E gateway at the regional hub filters content and shapes bandwidth, and the cloud controller manages every site.',
        ],
        [
          'Benefits',
          'Schools are online in days, policies are set once for the whole region, and teachers get reliable Wi-Fi in every classroom.',
        ],
      ],
    },
    products: ['S4600-28P-P-SI', 'WL8200-I2', 'DCBI-3000E-B', 'DCR-2811-LTE'],
  },
  {
    industry: 'healthcare',
    image: 'hospital',
    industryName: t(
      'Healthcare',
      'Здравоохранение',
      '의료',
      'Salud',
      'Santé',
      'Saúde',
      'الرعاية الصحية',
      'Y tế',
    ),
    title: t(
      'Hospital network',
      'Сеть больницы',
      '병원 네트워크',
      'Red hospitalaria',
      'Réseau hospitalier',
      'Rede hospitalar',
      'شبكة المستشفيات',
      'Mạng bệnh viện',
    ),
    summary: t(
      'Always-on wired and wireless networks for clinical systems, medical devices and patients.',
      'Постоянно доступные проводные и беспроводные сети для клинических систем, медицинских устройств и пациентов.',
      '임상 시스템, 의료기기, 환자를 위한 상시 가동 유무선 네트워크.',
      'Redes cableadas e inalámbricas siempre activas para sistemas clínicos, dispositivos médicos y pacientes.',
      'Des réseaux filaires et sans fil toujours disponibles pour les systèmes cliniques, les dispositifs médicaux et les patients.',
      'Redes cabeadas e sem fio sempre ativas para sistemas clínicos, dispositivos médicos e pacientes.',
      'شبكات سلكية ولاسلكية تعمل دائمًا للأنظمة السريرية والأجهزة الطبية والمرضى.',
      'Mạng có dây và không dây luôn hoạt động cho hệ thống lâm sàng, thiết bị y tế và bệnh nhân.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Clinical applications and patient monitors need networks that never stop, medical devices must be isolated, and patients expect guest Wi-Fi.',
        ],
        [
          'Solution',
          'Dual-homed access with S5750E-SI stacks and a CS6200-EI core, seamless Wi-Fi roaming with WL8200 access points, and segmentation enforced by DCFW-1800E firewalls.',
        ],
        [
          'Benefits',
          'No single point of failure for clinical systems, medical devices on their own protected segment, and separate guest access.',
        ],
      ],
      fra: [
        [
          'Enjeux',
          'Les applications cliniques et les moniteurs patients exigent un réseau qui ne s’arrête jamais, les dispositifs médicaux doivent être isolés et les patients attendent un Wi-Fi invité.',
        ],
        [
          'Solution',
          'Un accès double attachement avec des piles S5750E-SI et un cœur CS6200-EI, une itinérance Wi-Fi transparente avec les points d’accès WL8200 et une segmentation appliquée par les pare-feu DCFW-1800E.',
        ],
        [
          'Avantages',
          'Aucun point de défaillance unique pour les systèmes cliniques, des dispositifs médicaux sur un segment protégé et un accès invité séparé.',
        ],
      ],
    },
    products: ['S5750E-28X-SI', 'CS6200-28X-EI', 'WL8200-I3', 'WL8200-X4', 'DCFW-1800E-N7002'],
    featured: true,
  },
  {
    industry: 'government',
    image: 'government',
    industryName: t(
      'Government',
      'Государственный сектор',
      '공공',
      'Administración pública',
      'Secteur public',
      'Governo',
      'القطاع الحكومي',
      'Chính phủ',
    ),
    title: t(
      'E-government network',
      'Сеть электронного правительства',
      '전자정부 네트워크',
      'Red de administración electrónica',
      "Réseau d'administration électronique",
      'Rede de governo eletrônico',
      'شبكة الحكومة الإلكترونية',
      'Mạng chính phủ điện tử',
    ),
    summary: t(
      'Secure, segmented networks that connect ministries, agencies and citizen service centres.',
      'Защищённые сегментированные сети, соединяющие министерства, ведомства и центры обслуживания граждан.',
      '부처, 기관, 민원 센터를 연결하는 안전한 분리형 네트워크.',
      'Redes seguras y segmentadas que conectan ministerios, organismos y centros de atención ciudadana.',
      'Des réseaux sécurisés et segmentés reliant ministères, agences et centres de services aux citoyens.',
      'Redes seguras e segmentadas que conectam ministérios, órgãos e centros de atendimento ao cidadão.',
      'شبكات آمنة ومجزأة تربط الوزارات والهيئات ومراكز خدمة المواطنين.',
      'Mạng an toàn, phân đoạn kết nối bộ, ngành và trung tâm phục vụ công dân.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Government networks carry classified and public services side by side and must meet strict audit and data-retention rules.',
        ],
        [
          'Solution',
          'MPLS L3VPN over DCR-5800E routers separates services between sites; DCFW-1800E firewalls and DCBI-3000E gateways enforce and log access at every border.',
        ],
        [
          'Benefits',
          'Each service runs in its own VPN, every access is logged for audit, and new agencies are connected without redesign.',
        ],
      ],
    },
    products: ['DCR-5800E-16', 'CS6200-54X-EI', 'DCFW-1800E-N5002', 'DCBI-3000E-C'],
  },
  {
    industry: 'finance',
    image: 'finance',
    industryName: t(
      'Finance',
      'Финансы',
      '금융',
      'Finanzas',
      'Finance',
      'Finanças',
      'القطاع المالي',
      'Tài chính',
    ),
    title: t(
      'Bank branch network',
      'Сеть банковских отделений',
      '은행 지점 네트워크',
      'Red de sucursales bancarias',
      "Réseau d'agences bancaires",
      'Rede de agências bancárias',
      'شبكة فروع البنوك',
      'Mạng chi nhánh ngân hàng',
    ),
    summary: t(
      'Encrypted, redundant connections between branches, ATMs and the data centre.',
      'Зашифрованные резервируемые соединения между отделениями, банкоматами и ЦОД.',
      '지점, ATM, 데이터센터 간 암호화된 이중화 연결.',
      'Conexiones cifradas y redundantes entre sucursales, cajeros y el centro de datos.',
      'Des connexions chiffrées et redondantes entre agences, distributeurs et centre de données.',
      'Conexões criptografadas e redundantes entre agências, caixas eletrônicos e o data center.',
      'اتصالات مشفرة واحتياطية بين الفروع وأجهزة الصراف الآلي ومركز البيانات.',
      'Kết nối mã hóa, dự phòng giữa chi nhánh, ATM và trung tâm dữ liệu.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Branches need to stay online for transactions even when a line fails, and all traffic must be encrypted end to end.',
        ],
        [
          'Solution',
          'DCR-2800 routers with dual WAN and 4G backup build IPsec tunnels to DCR-5800E hubs; branch LANs use S4600-SI switches and WL8200 access points.',
        ],
        [
          'Benefits',
          'Automatic failover to 4G keeps tellers and ATMs working, and the head office sees the health of every branch link.',
        ],
      ],
    },
    products: ['DCR-2811-LTE', 'DCR-5800E-08', 'S4600-28P-SI', 'DCFW-1800E-N3002'],
  },
  {
    industry: 'hospitality',
    image: 'hotel',
    industryName: t(
      'Hospitality',
      'Гостиничный бизнес',
      '호스피탈리티',
      'Hostelería',
      'Hôtellerie',
      'Hotelaria',
      'الضيافة',
      'Khách sạn',
    ),
    title: t(
      'Hotel Wi-Fi',
      'Wi-Fi для гостиниц',
      '호텔 Wi-Fi',
      'Wi-Fi para hoteles',
      'Wi-Fi hôtelier',
      'Wi-Fi para hotéis',
      'شبكة Wi-Fi للفنادق',
      'Wi-Fi khách sạn',
    ),
    summary: t(
      'Room-by-room Wi-Fi 6 with wired ports for TVs and a branded guest login.',
      'Wi-Fi 6 в каждом номере с проводными портами для телевизоров и фирменной страницей входа для гостей.',
      '객실별 Wi-Fi 6, TV용 유선 포트, 브랜드 게스트 로그인.',
      'Wi-Fi 6 habitación por habitación con puertos cableados para televisores y acceso de huéspedes con la marca del hotel.',
      'Wi-Fi 6 chambre par chambre, ports filaires pour téléviseurs et connexion invités aux couleurs de l’hôtel.',
      'Wi-Fi 6 em cada quarto com portas cabeadas para TVs e login de hóspedes com a marca do hotel.',
      'Wi-Fi 6 في كل غرفة مع منافذ سلكية لأجهزة التلفاز وتسجيل دخول للضيوف بهوية الفندق.',
      'Wi-Fi 6 từng phòng với cổng có dây cho TV và trang đăng nhập khách mang thương hiệu.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Guests judge a hotel by its Wi-Fi; corridor access points cannot reach through modern walls, and rooms need wired ports for IPTV.',
        ],
        [
          'Solution',
          'WL8200-T2 wall-plate access points in every room reuse the existing cabling, S5750E-SI PoE switches power them, and a DCWS controller runs the guest portal.',
        ],
        [
          'Benefits',
          'Full signal in every room, wired ports for TVs and minibars, and a guest login linked to the property management system.',
        ],
      ],
      vie: [
        [
          'Thách thức',
          'Khách đánh giá khách sạn qua Wi-Fi; điểm truy cập ở hành lang không xuyên qua được tường hiện đại, và phòng cần cổng có dây cho IPTV.',
        ],
        [
          'Giải pháp',
          'Điểm truy cập gắn tường WL8200-T2 trong từng phòng tận dụng cáp sẵn có, switch PoE S5750E-SI cấp nguồn, và bộ điều khiển DCWS vận hành cổng đăng nhập cho khách.',
        ],
        [
          'Lợi ích',
          'Sóng mạnh trong mọi phòng, cổng có dây cho TV và minibar, và đăng nhập khách liên kết với hệ thống quản lý khách sạn.',
        ],
      ],
    },
    products: ['WL8200-T2', 'S5750E-28X-P-SI', 'DCWS-6028', 'DCR-2855'],
    featured: true,
  },
  {
    industry: 'manufacturing',
    image: 'factory',
    industryName: t(
      'Manufacturing',
      'Производство',
      '제조',
      'Industria',
      'Industrie',
      'Indústria',
      'التصنيع',
      'Sản xuất',
    ),
    title: t(
      'Smart factory network',
      'Сеть умного производства',
      '스마트 팩토리 네트워크',
      'Red para fábrica inteligente',
      "Réseau d'usine intelligente",
      'Rede para fábrica inteligente',
      'شبكة المصنع الذكي',
      'Mạng nhà máy thông minh',
    ),
    summary: t(
      'Hardened switching and Wi-Fi for production lines, robots and automated guided vehicles.',
      'Защищённая коммутация и Wi-Fi для производственных линий, роботов и автоматических тележек.',
      '생산 라인, 로봇, 무인운반차를 위한 견고한 스위칭과 Wi-Fi.',
      'Conmutación robusta y Wi-Fi para líneas de producción, robots y vehículos de guiado automático.',
      'Commutation durcie et Wi-Fi pour lignes de production, robots et véhicules à guidage automatique.',
      'Comutação robusta e Wi-Fi para linhas de produção, robôs e veículos guiados automaticamente.',
      'تبديل متين وWi-Fi لخطوط الإنتاج والروبوتات والمركبات الموجهة آليًا.',
      'Chuyển mạch bền bỉ và Wi-Fi cho dây chuyền sản xuất, robot và xe tự hành.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Production networks face heat, dust and vibration, and a few hundred milliseconds of outage can stop a line.',
        ],
        [
          'Solution',
          'IS5000 industrial switches in ERPS rings on the shop floor, CS6200-EI aggregation in the plant data room, and WL8200 access points with fast roaming for AGVs.',
        ],
        [
          'Benefits',
          'Ring recovery under 20 ms keeps lines running, and OT and IT traffic are kept apart by firewall policy.',
        ],
      ],
      kor: [
        [
          '과제',
          '생산 네트워크는 열, 먼지, 진동에 노출되며 수백 밀리초의 중단만으로도 라인이 멈출 수 있습니다.',
        ],
        [
          '솔루션',
          '현장에는 ERPS 링 구성의 IS5000 산업용 스위치, 공장 전산실에는 CS6200-EI 집선 스위치, AGV를 위한 고속 로밍 WL8200 AP를 배치합니다.',
        ],
        [
          '효과',
          '20 ms 미만의 링 복구로 라인이 멈추지 않으며 방화벽 정책으로 OT와 IT 트래픽을 분리합니다.',
        ],
      ],
    },
    products: ['IS5000-8T2S', 'IS5000-16T4S', 'CS6200-28X-EI', 'WL8200-I3', 'DCFW-1800E-N5002'],
  },
  {
    industry: 'datacenter',
    image: 'datacenter',
    industryName: t(
      'Data centre',
      'ЦОД',
      '데이터센터',
      'Centro de datos',
      'Centre de données',
      'Data center',
      'مراكز البيانات',
      'Trung tâm dữ liệu',
    ),
    title: t(
      'Data centre fabric for cloud and AI',
      'Фабрика ЦОД для облака и AI',
      '클라우드·AI용 데이터센터 패브릭',
      'Red de centro de datos para nube e IA',
      'Fabric de centre de données pour le cloud et l’IA',
      'Rede de data center para nuvem e IA',
      'شبكة مراكز بيانات للسحابة والذكاء الاصطناعي',
      'Mạng trung tâm dữ liệu cho đám mây và AI',
    ),
    summary: t(
      'Leaf-and-spine fabrics with EVPN-VXLAN and lossless Ethernet for virtualisation, storage and GPU clusters.',
      'Фабрики leaf/spine с EVPN-VXLAN и Ethernet без потерь для виртуализации, СХД и GPU-кластеров.',
      '가상화, 스토리지, GPU 클러스터를 위한 EVPN-VXLAN 및 무손실 이더넷 리프·스파인 패브릭.',
      'Redes leaf y spine con EVPN-VXLAN y Ethernet sin pérdidas para virtualización, almacenamiento y clústeres GPU.',
      'Fabrics leaf et spine avec EVPN-VXLAN et Ethernet sans perte pour la virtualisation, le stockage et les clusters GPU.',
      'Redes leaf e spine com EVPN-VXLAN e Ethernet sem perdas para virtualização, armazenamento e clusters de GPU.',
      'شبكات leaf وspine مع EVPN-VXLAN وإيثرنت بلا فقدان للمحاكاة الافتراضية والتخزين وعناقيد GPU.',
      'Mạng leaf và spine với EVPN-VXLAN và Ethernet không mất gói cho ảo hóa, lưu trữ và cụm GPU.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'East-west traffic dominates, workloads move between racks, and storage and GPU traffic cannot tolerate loss.',
        ],
        [
          'Solution',
          'S6510-48VS8CQ leaves and S6510-32CQ spines run BGP EVPN with VXLAN; M-LAG dual-homes servers and PFC/ECN carry RoCEv2 without loss.',
        ],
        [
          'Benefits',
          'Scale out by adding leaves, move VMs anywhere, and run storage and AI traffic on the same Ethernet fabric.',
        ],
      ],
      ru: [
        [
          'Задачи',
          'Преобладает трафик восток-запад, нагрузки перемещаются между стойками, а трафик СХД и GPU не допускает потерь.',
        ],
        [
          'Решение',
          'Leaf-коммутаторы S6510-48VS8CQ и spine S6510-32CQ работают с BGP EVPN и VXLAN; M-LAG подключает серверы к двум коммутаторам, а PFC/ECN передают RoCEv2 без потерь.',
        ],
        [
          'Преимущества',
          'Масштабирование добавлением leaf-коммутаторов, свободное перемещение ВМ и единая сеть Ethernet для СХД и AI.',
        ],
      ],
    },
    products: [
      'S6510-48VS8CQ',
      'S6510-32CQ',
      'QSFP28-100G-SR4',
      'SFP28-25G-SR',
      'DCFW-1800E-N9002',
    ],
    featured: true,
  },
  {
    industry: 'carrier',
    image: 'carrier',
    industryName: t(
      'Carriers and ISPs',
      'Операторы и провайдеры',
      '통신사 및 ISP',
      'Operadores e ISP',
      'Opérateurs et FAI',
      'Operadoras e provedores',
      'المشغلون ومزودو الإنترنت',
      'Nhà mạng và ISP',
    ),
    title: t(
      'Metro aggregation for ISPs',
      'Городская агрегация для провайдеров',
      'ISP용 메트로 집선',
      'Agregación metropolitana para ISP',
      'Agrégation métropolitaine pour FAI',
      'Agregação metropolitana para provedores',
      'التجميع الحضري لمزودي الإنترنت',
      'Mạng tập trung đô thị cho ISP',
    ),
    summary: t(
      'Aggregation and edge routing for fibre broadband, business services and mobile backhaul.',
      'Агрегация и граничная маршрутизация для оптического ШПД, бизнес-сервисов и мобильного транспорта.',
      '광대역, 기업 서비스, 모바일 백홀을 위한 집선 및 엣지 라우팅.',
      'Agregación y enrutamiento de borde para banda ancha por fibra, servicios empresariales y backhaul móvil.',
      'Agrégation et routage de périphérie pour le haut débit fibre, les services aux entreprises et la collecte mobile.',
      'Agregação e roteamento de borda para banda larga por fibra, serviços corporativos e backhaul móvel.',
      'التجميع وتوجيه الحافة للنطاق العريض بالألياف وخدمات الأعمال ونقل شبكات الجوال.',
      'Tập trung và định tuyến biên cho băng rộng cáp quang, dịch vụ doanh nghiệp và truyền dẫn di động.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Subscriber numbers and traffic per subscriber grow every year, while operators need to launch business services on the same network.',
        ],
        [
          'Solution',
          'CS16800 chassis aggregate OLTs at each point of presence, DCR-7000 routers run SR-MPLS and EVPN at the edge, and 100G optics link the ring.',
        ],
        [
          'Benefits',
          'Capacity grows by adding line cards, and L2 and L3 business services are provisioned with guaranteed bandwidth.',
        ],
      ],
      pt: [
        [
          'Desafios',
          'O número de assinantes e o tráfego por assinante crescem todo ano, e as operadoras precisam lançar serviços corporativos na mesma rede.',
        ],
        [
          'Solução',
          'Chassis CS16800 agregam as OLTs em cada ponto de presença, roteadores DCR-7000 executam SR-MPLS e EVPN na borda e ópticos de 100G interligam o anel.',
        ],
        [
          'Benefícios',
          'A capacidade cresce com novas placas de linha, e serviços corporativos L2 e L3 são provisionados com banda garantida.',
        ],
      ],
    },
    products: ['CS16800-08', 'DCR-7006', 'QSFP28-100G-LR4', 'QSFP28-100G-CWDM4'],
  },
  {
    industry: 'retail',
    image: 'retail',
    industryName: t(
      'Retail',
      'Розничная торговля',
      '리테일',
      'Comercio minorista',
      'Commerce de détail',
      'Varejo',
      'التجزئة',
      'Bán lẻ',
    ),
    title: t(
      'Retail chain network',
      'Сеть для торговых сетей',
      '리테일 체인 네트워크',
      'Red para cadenas minoristas',
      'Réseau pour chaînes de magasins',
      'Rede para redes varejistas',
      'شبكة سلاسل متاجر التجزئة',
      'Mạng chuỗi bán lẻ',
    ),
    summary: t(
      'Secure store connectivity for point of sale, cameras and customer Wi-Fi, deployed in hours.',
      'Защищённое подключение магазинов для касс, камер и клиентского Wi-Fi за считаные часы.',
      '몇 시간 만에 구축하는 POS, 카메라, 고객 Wi-Fi용 매장 보안 연결.',
      'Conectividad segura en tienda para TPV, cámaras y Wi-Fi de clientes, desplegada en horas.',
      'Une connectivité sécurisée pour caisses, caméras et Wi-Fi client, déployée en quelques heures.',
      'Conectividade segura nas lojas para PDV, câmeras e Wi-Fi de clientes, implantada em horas.',
      'اتصال آمن للمتاجر لنقاط البيع والكاميرات وWi-Fi العملاء يُنشر خلال ساعات.',
      'Kết nối an toàn cho điểm bán hàng, camera và Wi-Fi khách, triển khai trong vài giờ.',
    ),
    body: {
      en: [
        [
          'Challenges',
          'Hundreds of small stores with no IT staff, payment data that must stay protected, and new stores opening every month.',
        ],
        [
          'Solution',
          'Each store gets a DCR-2600 or DCR-2800 router with VPN to head office, an S4600-SI PoE switch for cameras and a WL8200 access point, all onboarded from the cloud controller by serial number.',
        ],
        [
          'Benefits',
          'Stores go live the day the equipment arrives, card payments run on an isolated network, and head office sees every site at a glance.',
        ],
      ],
    },
    products: ['DCR-2609W', 'DCR-2809', 'S4600-10P-SI', 'WL8200-I2'],
  },
];
