import type {
  goods,
  goodsAccessories,
  goodsLabels,
  labelGroups,
  labels,
  Localized,
  productCategories,
  productDownloads,
  products,
  SpecRow,
} from '../schema/index';
import { DOWNLOAD_NAMES, PRODUCT_HEADINGS, SPEC_NAMES, type SpecKey } from './catalog-text';
import { SERIES, type SeedSeries, type SeriesBody } from './catalog-series';
import { joinLocalized, mapLocalized, same, t } from './text';

interface SeedCategory {
  id: number;
  name: Localized;
  image: string;
  /** Brochure of the whole category, public. */
  brochure: { name: string; file: string };
  children: { id: number; name: Localized }[];
}

/** The two-level category tree; products sit in the second level. */
export const CATEGORIES: SeedCategory[] = [
  {
    id: 1,
    name: t(
      'Switches',
      'Коммутаторы',
      '스위치',
      'Conmutadores',
      'Commutateurs',
      'Switches',
      'المحولات',
      'Bộ chuyển mạch',
    ),
    image: '/media/categories/switches.svg',
    brochure: { name: 'DCN switching portfolio 2026 (PDF)', file: 'switching-portfolio.pdf' },
    children: [
      {
        id: 11,
        name: t(
          'Campus access switches',
          'Коммутаторы доступа',
          '캠퍼스 액세스 스위치',
          'Conmutadores de acceso',
          "Commutateurs d'accès",
          'Switches de acesso',
          'محولات الوصول',
          'Switch truy cập',
        ),
      },
      {
        id: 12,
        name: t(
          'Aggregation and core switches',
          'Коммутаторы агрегации и ядра',
          '집선 및 코어 스위치',
          'Conmutadores de agregación y núcleo',
          "Commutateurs d'agrégation et de cœur",
          'Switches de agregação e núcleo',
          'محولات التجميع والنواة',
          'Switch tập trung và lõi',
        ),
      },
      {
        id: 13,
        name: t(
          'Data center switches',
          'Коммутаторы для ЦОД',
          '데이터센터 스위치',
          'Conmutadores para centros de datos',
          'Commutateurs pour centres de données',
          'Switches para data center',
          'محولات مراكز البيانات',
          'Switch trung tâm dữ liệu',
        ),
      },
      {
        id: 14,
        name: t(
          'Industrial switches',
          'Промышленные коммутаторы',
          '산업용 스위치',
          'Conmutadores industriales',
          'Commutateurs industriels',
          'Switches industriais',
          'المحولات الصناعية',
          'Switch công nghiệp',
        ),
      },
    ],
  },
  {
    id: 2,
    name: t(
      'Routers',
      'Маршрутизаторы',
      '라우터',
      'Enrutadores',
      'Routeurs',
      'Roteadores',
      'الموجهات',
      'Bộ định tuyến',
    ),
    image: '/media/categories/routers.svg',
    brochure: { name: 'DCN routing portfolio 2026 (PDF)', file: 'routing-portfolio.pdf' },
    children: [
      {
        id: 21,
        name: t(
          'Branch routers',
          'Маршрутизаторы для филиалов',
          '지사용 라우터',
          'Enrutadores para sucursales',
          "Routeurs d'agence",
          'Roteadores para filiais',
          'موجهات الفروع',
          'Bộ định tuyến chi nhánh',
        ),
      },
      {
        id: 22,
        name: t(
          'Enterprise and service routers',
          'Корпоративные и сервисные маршрутизаторы',
          '엔터프라이즈 및 서비스 라우터',
          'Enrutadores empresariales y de servicios',
          "Routeurs d'entreprise et de services",
          'Roteadores corporativos e de serviço',
          'موجهات المؤسسات والخدمات',
          'Bộ định tuyến doanh nghiệp và dịch vụ',
        ),
      },
    ],
  },
  {
    id: 3,
    name: t(
      'Wireless',
      'Беспроводные сети',
      '무선',
      'Inalámbrico',
      'Sans fil',
      'Redes sem fio',
      'اللاسلكي',
      'Không dây',
    ),
    image: '/media/categories/wireless.svg',
    brochure: { name: 'DCN wireless portfolio 2026 (PDF)', file: 'wireless-portfolio.pdf' },
    children: [
      {
        id: 31,
        name: t(
          'Wi-Fi access points',
          'Точки доступа Wi-Fi',
          'Wi-Fi 액세스 포인트',
          'Puntos de acceso Wi-Fi',
          "Points d'accès Wi-Fi",
          'Pontos de acesso Wi-Fi',
          'نقاط الوصول Wi-Fi',
          'Điểm truy cập Wi-Fi',
        ),
      },
      {
        id: 32,
        name: t(
          'Wireless controllers',
          'Контроллеры беспроводной сети',
          '무선 컨트롤러',
          'Controladores inalámbricos',
          'Contrôleurs sans fil',
          'Controladores sem fio',
          'وحدات التحكم اللاسلكية',
          'Bộ điều khiển không dây',
        ),
      },
    ],
  },
  {
    id: 4,
    name: t(
      'Security',
      'Безопасность',
      '보안',
      'Seguridad',
      'Sécurité',
      'Segurança',
      'الأمان',
      'Bảo mật',
    ),
    image: '/media/categories/security.svg',
    brochure: { name: 'DCN security portfolio 2026 (PDF)', file: 'security-portfolio.pdf' },
    children: [
      {
        id: 41,
        name: t(
          'Next-generation firewalls',
          'Межсетевые экраны нового поколения',
          '차세대 방화벽',
          'Cortafuegos de nueva generación',
          'Pare-feu nouvelle génération',
          'Firewalls de nova geração',
          'جدران الحماية من الجيل التالي',
          'Tường lửa thế hệ mới',
        ),
      },
      {
        id: 42,
        name: t(
          'Internet behaviour management',
          'Управление интернет-трафиком',
          '인터넷 행위 관리',
          'Gestión del comportamiento en Internet',
          'Gestion du comportement Internet',
          'Gestão de comportamento na Internet',
          'إدارة سلوك الإنترنت',
          'Quản lý hành vi Internet',
        ),
      },
    ],
  },
  {
    id: 5,
    name: t(
      'Optical modules',
      'Оптические модули',
      '광 모듈',
      'Módulos ópticos',
      'Modules optiques',
      'Módulos ópticos',
      'الوحدات البصرية',
      'Module quang',
    ),
    image: '/media/categories/optics.svg',
    brochure: { name: 'DCN transceiver guide 2026 (PDF)', file: 'transceiver-guide.pdf' },
    children: [
      {
        id: 51,
        name: t(
          '1G and 10G transceivers',
          'Трансиверы 1G и 10G',
          '1G 및 10G 트랜시버',
          'Transceptores de 1G y 10G',
          'Émetteurs-récepteurs 1G et 10G',
          'Transceptores 1G e 10G',
          'أجهزة إرسال واستقبال 1G و10G',
          'Bộ thu phát 1G và 10G',
        ),
      },
      {
        id: 52,
        name: t(
          '25G, 40G and 100G transceivers',
          'Трансиверы 25G, 40G и 100G',
          '25G, 40G 및 100G 트랜시버',
          'Transceptores de 25G, 40G y 100G',
          'Émetteurs-récepteurs 25G, 40G et 100G',
          'Transceptores 25G, 40G e 100G',
          'أجهزة إرسال واستقبال 25G و40G و100G',
          'Bộ thu phát 25G, 40G và 100G',
        ),
      },
    ],
  },
  {
    id: 6,
    name: t(
      'Accessories',
      'Аксессуары',
      '액세서리',
      'Accesorios',
      'Accessoires',
      'Acessórios',
      'الملحقات',
      'Phụ kiện',
    ),
    image: '/media/categories/accessories.svg',
    brochure: { name: 'DCN accessories catalogue 2026 (PDF)', file: 'accessories-catalogue.pdf' },
    children: [
      {
        id: 61,
        name: t(
          'Power modules',
          'Модули питания',
          '전원 모듈',
          'Módulos de alimentación',
          "Modules d'alimentation",
          'Módulos de energia',
          'وحدات الطاقة',
          'Module nguồn',
        ),
      },
      {
        id: 62,
        name: t(
          'Rack kits and fans',
          'Комплекты для стойки и вентиляторы',
          '랙 키트 및 팬',
          'Kits de rack y ventiladores',
          'Kits de baie et ventilateurs',
          'Kits de rack e ventiladores',
          'مجموعات الرف والمراوح',
          'Bộ giá đỡ và quạt',
        ),
      },
      {
        id: 63,
        name: t('Cables', 'Кабели', '케이블', 'Cables', 'Câbles', 'Cabos', 'الكابلات', 'Cáp'),
      },
      {
        id: 64,
        name: t(
          'Software licences',
          'Лицензии ПО',
          '소프트웨어 라이선스',
          'Licencias de software',
          'Licences logicielles',
          'Licenças de software',
          'تراخيص البرامج',
          'Giấy phép phần mềm',
        ),
      },
    ],
  },
];

interface SeedLabelGroup {
  key: string;
  cate: number;
  name: Localized;
  labels: { key: string; name: Localized }[];
}

const l = (key: string, name: Localized) => ({ key, name });

/** The configurator's filter labels per top-level category. */
export const LABEL_GROUPS: SeedLabelGroup[] = [
  {
    key: 'speed',
    cate: 1,
    name: t(
      'Port speed',
      'Скорость портов',
      '포트 속도',
      'Velocidad de puerto',
      'Débit des ports',
      'Velocidade da porta',
      'سرعة المنفذ',
      'Tốc độ cổng',
    ),
    labels: [
      l('1g', same('1G')),
      l('10g', same('10G')),
      l('25g', same('25G')),
      l('100g', same('100G')),
    ],
  },
  {
    key: 'ports',
    cate: 1,
    name: t(
      'Port count',
      'Число портов',
      '포트 수',
      'Número de puertos',
      'Nombre de ports',
      'Número de portas',
      'عدد المنافذ',
      'Số cổng',
    ),
    labels: [
      l('8-16', same('8–16')),
      l('24-28', same('24–32')),
      l('48-54', same('48–54')),
      l(
        'modular',
        t(
          'Modular',
          'Модульный',
          '모듈형',
          'Modular',
          'Modulaire',
          'Modular',
          'معياري',
          'Dạng module',
        ),
      ),
    ],
  },
  {
    key: 'poe',
    cate: 1,
    name: same('PoE'),
    labels: [
      l('yes', same('PoE+')),
      l(
        'no',
        t(
          'No PoE',
          'Без PoE',
          'PoE 없음',
          'Sin PoE',
          'Sans PoE',
          'Sem PoE',
          'بدون PoE',
          'Không PoE',
        ),
      ),
    ],
  },
  {
    key: 'layer',
    cate: 1,
    name: t('Layer', 'Уровень', '레이어', 'Capa', 'Niveau', 'Camada', 'الطبقة', 'Lớp'),
    labels: [l('l2', same('L2+')), l('l3', same('L3'))],
  },
  {
    key: 'wan',
    cate: 2,
    name: t(
      'WAN interfaces',
      'Интерфейсы WAN',
      'WAN 인터페이스',
      'Interfaces WAN',
      'Interfaces WAN',
      'Interfaces WAN',
      'واجهات WAN',
      'Giao diện WAN',
    ),
    labels: [
      l('ge', same('GE')),
      l('10ge', same('10GE')),
      l('100ge', same('100GE')),
      l('lte', same('4G LTE')),
    ],
  },
  {
    key: 'rthroughput',
    cate: 2,
    name: SPEC_NAMES.throughput,
    labels: [
      l('1g', same('≤ 1 Gbps')),
      l('10g', same('1–10 Gbps')),
      l('over10g', same('> 10 Gbps')),
    ],
  },
  {
    key: 'wifi',
    cate: 3,
    name: SPEC_NAMES.wifi,
    labels: [l('6', same('Wi-Fi 6')), l('7', same('Wi-Fi 7'))],
  },
  {
    key: 'deploy',
    cate: 3,
    name: t(
      'Deployment',
      'Размещение',
      '설치 환경',
      'Despliegue',
      'Déploiement',
      'Implantação',
      'بيئة النشر',
      'Triển khai',
    ),
    labels: [
      l(
        'indoor',
        t(
          'Indoor',
          'В помещении',
          '실내',
          'Interior',
          'Intérieur',
          'Interno',
          'داخلي',
          'Trong nhà',
        ),
      ),
      l(
        'outdoor',
        t('Outdoor', 'Уличная', '실외', 'Exterior', 'Extérieur', 'Externo', 'خارجي', 'Ngoài trời'),
      ),
      l(
        'wallplate',
        t(
          'Wall plate',
          'Настенная панель',
          '벽면형',
          'Placa de pared',
          'Plaque murale',
          'Placa de parede',
          'لوحة جدارية',
          'Gắn tường',
        ),
      ),
      l(
        'controller',
        t(
          'Controller',
          'Контроллер',
          '컨트롤러',
          'Controlador',
          'Contrôleur',
          'Controlador',
          'وحدة تحكم',
          'Bộ điều khiển',
        ),
      ),
    ],
  },
  {
    key: 'fwt',
    cate: 4,
    name: SPEC_NAMES.throughput,
    labels: [
      l('5g', same('≤ 5 Gbps')),
      l('20g', same('5–20 Gbps')),
      l('over20g', same('> 20 Gbps')),
    ],
  },
  {
    key: 'sectype',
    cate: 4,
    name: t('Type', 'Тип', '유형', 'Tipo', 'Type', 'Tipo', 'النوع', 'Loại'),
    labels: [
      l(
        'ngfw',
        t(
          'Firewall',
          'Межсетевой экран',
          '방화벽',
          'Cortafuegos',
          'Pare-feu',
          'Firewall',
          'جدار حماية',
          'Tường lửa',
        ),
      ),
      l(
        'ibm',
        t(
          'Behaviour management',
          'Управление трафиком',
          '행위 관리',
          'Gestión del comportamiento',
          'Gestion du comportement',
          'Gestão de comportamento',
          'إدارة السلوك',
          'Quản lý hành vi',
        ),
      ),
    ],
  },
  {
    key: 'rate',
    cate: 5,
    name: SPEC_NAMES.dataRate,
    labels: [
      l('1g', same('1G')),
      l('10g', same('10G')),
      l('25g', same('25G')),
      l('40g', same('40G')),
      l('100g', same('100G')),
    ],
  },
  {
    key: 'media',
    cate: 5,
    name: SPEC_NAMES.media,
    labels: [
      l(
        'mmf',
        t(
          'Multimode',
          'Многомодовое',
          '멀티모드',
          'Multimodo',
          'Multimode',
          'Multimodo',
          'متعدد الأنماط',
          'Đa mode',
        ),
      ),
      l(
        'smf',
        t(
          'Single-mode',
          'Одномодовое',
          '싱글모드',
          'Monomodo',
          'Monomode',
          'Monomodo',
          'أحادي النمط',
          'Đơn mode',
        ),
      ),
      l('copper', t('Copper', 'Медь', '구리', 'Cobre', 'Cuivre', 'Cobre', 'نحاس', 'Cáp đồng')),
    ],
  },
  {
    key: 'acc',
    cate: 6,
    name: t('Type', 'Тип', '유형', 'Tipo', 'Type', 'Tipo', 'النوع', 'Loại'),
    labels: [
      l('power', SPEC_NAMES.power),
      l(
        'rack',
        t(
          'Rack and cooling',
          'Монтаж и охлаждение',
          '랙 및 냉각',
          'Rack y refrigeración',
          'Baie et refroidissement',
          'Rack e refrigeração',
          'الرف والتبريد',
          'Rack và làm mát',
        ),
      ),
      l('cable', t('Cables', 'Кабели', '케이블', 'Cables', 'Câbles', 'Cabos', 'الكابلات', 'Cáp')),
      l(
        'licence',
        t(
          'Licences',
          'Лицензии',
          '라이선스',
          'Licencias',
          'Licences',
          'Licenças',
          'التراخيص',
          'Giấy phép',
        ),
      ),
    ],
  },
];

/** Order of the specification rows on a product page. */
const SPEC_ORDER = Object.keys(SPEC_NAMES) as SpecKey[];

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** The product page body in every language the series was written in. */
function productContent(series: SeedSeries, model: string, highlight: string): Localized {
  const entries = Object.entries(series.body).filter(
    (entry): entry is [string, SeriesBody] => entry[1] !== undefined,
  );
  const models = series.variants.map((v) => `<li>${escapeHtml(v.model)}</li>`).join('');
  return Object.fromEntries(
    entries.map(([lang, body]) => {
      const h = (key: keyof typeof PRODUCT_HEADINGS) =>
        escapeHtml(PRODUCT_HEADINGS[key][lang] ?? PRODUCT_HEADINGS[key].en);
      const html = [
        `<h2>${h('overview')}</h2>`,
        `<p><strong>${escapeHtml(model)}</strong>: ${escapeHtml(highlight)}.</p>`,
        `<p>${escapeHtml(body.overview)}</p>`,
        `<h2>${h('features')}</h2>`,
        `<ul>${body.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`,
        `<h2>${h('models')}</h2>`,
        `<ul>${models}</ul>`,
      ].join('');
      return [lang, html];
    }),
  ) as Localized;
}

/** `/media/products/switch-24.svg` → `/media/products/switch-24-rear.svg` for rack devices. */
function galleryOf(image: string): string[] {
  const rearViews = [
    'switch-8',
    'switch-24',
    'switch-24-poe',
    'switch-48',
    'switch-sfp',
    'dc-switch',
    'router-1u',
    'controller',
    'firewall-1u',
    'firewall-2u',
  ];
  const stem = image.replace(/^.*\//, '').replace(/\.svg$/, '');
  return rearViews.includes(stem) ? [image, image.replace(/\.svg$/, '-rear.svg')] : [image];
}

export interface CatalogSeed {
  categories: (typeof productCategories.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  downloads: (typeof productDownloads.$inferInsert)[];
  goods: (typeof goods.$inferInsert)[];
  accessories: (typeof goodsAccessories.$inferInsert)[];
  labelGroups: (typeof labelGroups.$inferInsert)[];
  labels: (typeof labels.$inferInsert)[];
  goodsLabels: (typeof goodsLabels.$inferInsert)[];
}

/** The ERP number of the n-th goods item: the vendor's ten-digit material numbers. */
function erpNumber(n: number): string {
  return `98${String(1001000 + n * 37).padStart(8, '0')}`;
}

/**
 * The catalogue rows: one product page and one goods item per model, downloads per series,
 * accessories and labels by model name and label key.
 */
export function buildCatalog(sizeOf: (file: string) => number): CatalogSeed {
  const seed: CatalogSeed = {
    categories: [],
    products: [],
    downloads: [],
    goods: [],
    accessories: [],
    labelGroups: [],
    labels: [],
    goodsLabels: [],
  };
  const brochureOf = new Map<number, { name: string; url: string }>();
  CATEGORIES.forEach((top, i) => {
    seed.categories.push({
      id: top.id,
      parentId: null,
      position: i,
      name: top.name,
      image: top.image,
    });
    const brochure = { name: top.brochure.name, url: `/media/brochures/${top.brochure.file}` };
    top.children.forEach((child, j) => {
      seed.categories.push({
        id: child.id,
        parentId: top.id,
        position: j,
        name: child.name,
        image: top.image,
      });
      brochureOf.set(child.id, brochure);
    });
  });

  const labelIds = new Map<string, number>();
  let labelId = 0;
  LABEL_GROUPS.forEach((group, i) => {
    const groupId = i + 1;
    seed.labelGroups.push({ id: groupId, cateId: group.cate, position: i, name: group.name });
    group.labels.forEach((label, j) => {
      labelId += 1;
      labelIds.set(`${group.key}:${label.key}`, labelId);
      seed.labels.push({ id: labelId, groupId, position: j, name: label.name });
    });
  });

  const goodsIds = new Map<string, number>();
  const wantedAccessories: { goodsId: number; models: string[] }[] = [];
  let id = 0;
  let downloadId = 0;
  for (const series of SERIES) {
    series.variants.forEach((variant) => {
      id += 1;
      const kind = variant.kind ?? series.kind;
      const name = joinLocalized(same(variant.model), kind);
      const summary = mapLocalized(series.tagline, (text) => `${text}. ${variant.highlight}`);
      const specs: Record<string, string> = { ...series.specs, ...variant.specs };
      const specRows: SpecRow[] = SPEC_ORDER.filter((key) => specs[key]).map((key) => ({
        name: SPEC_NAMES[key],
        value: specs[key] ?? '',
      }));
      const image = variant.image ?? series.image;
      seed.products.push({
        id,
        cateId: series.cate,
        position: id,
        model: variant.model,
        series: series.series,
        name,
        summary,
        image,
        images: galleryOf(image),
        content: productContent(series, variant.model, variant.highlight),
        specs: specRows,
        brochures: [brochureOf.get(series.cate)].filter((b) => b !== undefined),
        featured: variant.featured ?? false,
      });
      const files = [['datasheet', false] as const, ['installation', true] as const].filter(
        ([kindKey]) => kindKey === 'datasheet' || series.installable !== false,
      );
      for (const [kindKey, needLogin] of files) {
        downloadId += 1;
        const file = `${series.slug}-${kindKey === 'datasheet' ? 'datasheet' : 'installation-guide'}.pdf`;
        seed.downloads.push({
          id: downloadId,
          productId: id,
          position: kindKey === 'datasheet' ? 0 : 1,
          name: mapLocalized(DOWNLOAD_NAMES[kindKey], (text) => `${series.series} ${text} (PDF)`),
          url: `/media/downloads/${file}`,
          size: sizeOf(file),
          needLogin,
        });
      }
      seed.goods.push({
        id,
        productId: id,
        cateId: series.cate,
        position: id,
        model: variant.model,
        name,
        description: mapLocalized(kind, (text) => `${text}: ${variant.highlight}`),
        image,
        erpNo: erpNumber(id),
        gplPrice: variant.price.toFixed(2),
      });
      goodsIds.set(variant.model, id);
      // A model's own label of a group replaces the series' labels of that group.
      const own = variant.labels ?? [];
      const ownGroups = new Set(own.map((key) => key.split(':')[0]));
      const labelKeys = [
        ...series.labels.filter((key) => !ownGroups.has(key.split(':')[0])),
        ...own,
      ];
      for (const key of new Set(labelKeys)) {
        const found = labelIds.get(key);
        if (found === undefined) throw new Error(`Unknown label ${key} on ${variant.model}`);
        seed.goodsLabels.push({ goodsId: id, labelId: found });
      }
      const models = [...series.accessories, ...(variant.accessories ?? [])];
      if (models.length > 0) wantedAccessories.push({ goodsId: id, models });
    });
  }
  for (const { goodsId, models } of wantedAccessories) {
    models.forEach((model, position) => {
      const accessoryId = goodsIds.get(model);
      if (accessoryId === undefined) throw new Error(`Unknown accessory ${model}`);
      seed.accessories.push({ goodsId, accessoryId, position });
    });
  }
  return seed;
}
