import type { Localized, trainingCategories } from '../schema/index';
import { joinLocalized, same, t } from './text';

const TRACKS = {
  rs: t(
    'Routing and Switching',
    'Маршрутизация и коммутация',
    '라우팅 및 스위칭',
    'Enrutamiento y conmutación',
    'Routage et commutation',
    'Roteamento e comutação',
    'التوجيه والتبديل',
    'Định tuyến và chuyển mạch',
  ),
  wl: t(
    'Wireless',
    'Беспроводные сети',
    '무선',
    'Inalámbrico',
    'Sans fil',
    'Redes sem fio',
    'الشبكات اللاسلكية',
    'Không dây',
  ),
  sec: t(
    'Security',
    'Безопасность',
    '보안',
    'Seguridad',
    'Sécurité',
    'Segurança',
    'الأمن',
    'Bảo mật',
  ),
  dc: t(
    'Data Center',
    'Центры обработки данных',
    '데이터센터',
    'Centros de datos',
    'Centres de données',
    'Data Center',
    'مراكز البيانات',
    'Trung tâm dữ liệu',
  ),
} satisfies Record<string, Localized>;

/** Courses: level and track. */
const COURSES: [string, keyof typeof TRACKS][] = [
  ['DCNA', 'rs'],
  ['DCNP', 'rs'],
  ['DCNE', 'rs'],
  ['DCNA', 'wl'],
  ['DCNP', 'wl'],
  ['DCNA', 'sec'],
  ['DCNP', 'sec'],
  ['DCNA', 'dc'],
  ['DCNP', 'dc'],
];

/** Exams: code, level and track. */
const EXAMS: [string, string, keyof typeof TRACKS][] = [
  ['DCN-101', 'DCNA', 'rs'],
  ['DCN-201', 'DCNP', 'rs'],
  ['DCN-301', 'DCNE', 'rs'],
  ['DCN-111', 'DCNA', 'wl'],
  ['DCN-211', 'DCNP', 'wl'],
  ['DCN-121', 'DCNA', 'sec'],
  ['DCN-221', 'DCNP', 'sec'],
  ['DCN-131', 'DCNA', 'dc'],
  ['DCN-231', 'DCNP', 'dc'],
];

/** Training subjects (ids 1–99) and exam subjects (ids 101–199). */
export function seedTrainingCategories(): (typeof trainingCategories.$inferInsert)[] {
  return [
    ...COURSES.map(([level, track], i) => ({
      id: i + 1,
      kind: 'train' as const,
      position: i,
      name: joinLocalized(same(level), TRACKS[track]),
    })),
    ...EXAMS.map(([code, level, track], i) => ({
      id: 101 + i,
      kind: 'exam' as const,
      position: i,
      name: joinLocalized(same(`${code}: ${level}`), TRACKS[track]),
    })),
  ];
}
