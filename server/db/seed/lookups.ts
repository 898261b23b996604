import type { certificates, serialNumbers } from '../schema/index';
import { SERIES } from './catalog-series';

type Level = 'dcna' | 'dcnp' | 'dcne';

/** Engineers' certificates: number, holder, issue date. Valid for three years. */
const CERTIFICATE_ROWS: [string, string, string][] = [
  ['DCNA-RS-2022-001187', 'Ahmed Hassan Mahmoud', '2022-03-14'],
  ['DCNA-RS-2022-002245', 'Fatima Zahra Benali', '2022-09-02'],
  ['DCNP-RS-2023-000318', 'Carlos Mendoza Ríos', '2023-02-21'],
  ['DCNA-WL-2023-003402', 'Lucía Fernández Soto', '2023-06-09'],
  ['DCNA-SEC-2023-004120', 'Dmitry Volkov', '2023-08-30'],
  ['DCNP-DC-2023-000977', 'Aigerim Nurlanovna Sadykova', '2023-11-17'],
  ['DCNA-RS-2024-005531', 'Nguyễn Văn Minh', '2024-01-12'],
  ['DCNP-WL-2024-001204', 'Kim Min-jun', '2024-03-05'],
  ['DCNE-RS-2024-000042', 'João Pedro Almeida', '2024-04-22'],
  ['DCNA-RS-2024-006018', 'Omar Al-Farsi', '2024-05-30'],
  ['DCNP-SEC-2024-001388', 'Mariana Costa Ribeiro', '2024-07-11'],
  ['DCNA-WL-2024-006702', 'Trần Thị Hoa', '2024-09-19'],
  ['DCNP-RS-2024-001590', 'Youssef El Amrani', '2024-10-28'],
  ['DCNA-DC-2025-007215', 'Park Ji-woo', '2025-01-16'],
  ['DCNP-RS-2025-010233', 'Nguyễn Thị Lan', '2025-03-07'],
  ['DCNA-RS-2025-008140', 'Diego Ramírez Castillo', '2025-04-25'],
  ['DCNE-DC-2025-000058', 'Alexei Petrov', '2025-06-13'],
  ['DCNA-SEC-2025-008833', 'Aminata Diallo', '2025-08-01'],
  ['DCNP-WL-2025-002011', 'Sofía Herrera Vargas', '2025-09-24'],
  ['DCNA-RS-2026-009412', 'Khalid Ibrahim Al-Qahtani', '2026-01-20'],
  ['DCNA-WL-2026-009876', 'Lê Quốc Bảo', '2026-03-18'],
  ['DCNP-DC-2026-002340', 'Gabriela Souza Lima', '2026-05-06'],
  ['DCNA-RS-2026-010555', 'Yerlan Abenov', '2026-07-14'],
  ['DCNE-SEC-2026-000071', 'Rania Mostafa', '2026-09-29'],
];

/** `YYYY-MM-DD` plus whole years, minus one day: the last valid day. */
function lastDayAfter(start: string, years: number): string {
  const date = new Date(`${start}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export function seedCertificates(): (typeof certificates.$inferInsert)[] {
  return CERTIFICATE_ROWS.map(([number, holderName, issueDate]) => {
    const level = number.slice(0, 4).toLowerCase() as Level;
    return {
      number,
      holderName,
      issueDate,
      validUntil: lastDayAfter(issueDate, 3),
      file: `/media/certificates/${level}.svg`,
    };
  });
}

function warrantyYears(model: string): number {
  const series = SERIES.find((s) => s.variants.some((v) => v.model === model));
  const text = series?.specs.warranty ?? '1 year';
  return Number.parseInt(text, 10);
}

/** Serial numbers the examples, tests and pacts refer to. */
const FIXED_SERIALS: [string, string, string][] = [
  ['DCN2318A00421', 'S5750E-28X-SI', '2023-05-04'],
  ['DCN2318A00422', 'S5750E-28X-SI', '2023-05-04'],
  ['DCN2207B01877', 'S4600-28P-SI', '2022-02-17'],
  ['DCN2441C00093', 'WL8200-I3', '2024-10-10'],
  ['DCN2503D00310', 'DCFW-1800E-N5002', '2025-01-16'],
  ['DCN2512E00048', 'CS16800-08', '2025-03-20'],
  ['DCN2126A03355', 'S4600-52P-SI', '2021-06-28'],
  ['DCN2609F00127', 'S6510-48VS8CQ', '2026-02-26'],
];

/** Models that ship with serial numbers (licences and cables do not). */
const SERIAL_MODELS = SERIES.filter(
  (s) => !['Licences', 'Cables', 'Rack and fans'].includes(s.series),
).flatMap((s) => s.variants.map((v) => v.model));

/** `YYYY-MM-DD` of the n-th shipment, spread over 2021–2026. */
function shipDate(n: number): string {
  const date = new Date(Date.UTC(2021, 0, 11));
  date.setUTCDate(date.getUTCDate() + n * 47);
  return date.toISOString().slice(0, 10);
}

/** `DCN` + year + ISO-like week + factory letter + five digits. */
function serialFor(date: string, n: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  const start = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.floor((day.getTime() - start) / (7 * 86_400_000)) + 1;
  const factory = 'ABCDEF'[n % 6] ?? 'A';
  const number = String((n * 7919) % 100_000).padStart(5, '0');
  return `DCN${String(day.getUTCFullYear()).slice(2)}${String(week).padStart(2, '0')}${factory}${number}`;
}

export function seedSerialNumbers(): (typeof serialNumbers.$inferInsert)[] {
  const rows = FIXED_SERIALS.map(([sn, model, startDate]) => ({ sn, model, startDate }));
  for (let n = 1; n <= 40; n += 1) {
    const startDate = shipDate(n);
    const model = SERIAL_MODELS[(n * 5) % SERIAL_MODELS.length] ?? 'S5750E-28X-SI';
    rows.push({ sn: serialFor(startDate, n), model, startDate });
  }
  return rows.map((row) => ({
    ...row,
    endDate: lastDayAfter(row.startDate, warrantyYears(row.model)),
  }));
}
