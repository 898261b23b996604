/**
 * The packing list of a quotation (docs/quotations.md): computed from each goods
 * item's packaging in whole grams and millimetres, summed exactly, converted at the end.
 */
import type { PackingList, PackingRow } from '../../contract/quotations';

/** The packaging of one goods item, as the catalogue stores it. */
export interface Packaging {
  packQuantity: number;
  packGrossGrams: number;
  unitNetGrams: number;
  packLengthMm: number;
  packWidthMm: number;
  packHeightMm: number;
}

/** One quotation line to pack. */
export interface PackingInput extends Packaging {
  model: string;
  description: string;
  quantity: number;
}

interface Exact {
  packages: number;
  grossGrams: number;
  netGrams: number;
  volumeMm3: number;
}

/** Grams as kilograms (three decimals). */
const kg = (grams: number) => grams / 1000;
/** Millimetres as centimetres (one decimal). */
const cm = (mm: number) => mm / 10;
/** Cubic millimetres as cubic metres, rounded to four decimals. */
const cbm = (mm3: number) => Math.round(mm3 / 100_000) / 10_000;

function exactOf(line: PackingInput): Exact {
  const packages = Math.ceil(line.quantity / Math.max(1, line.packQuantity));
  return {
    packages,
    grossGrams: packages * line.packGrossGrams,
    netGrams: line.quantity * line.unitNetGrams,
    volumeMm3: packages * line.packLengthMm * line.packWidthMm * line.packHeightMm,
  };
}

/**
 * The rows and totals: packages are whole (a part-filled package counts as one), the gross
 * weight and volume go by package, the net weight by unit; the same goods on several lines
 * are packed together.
 */
export function packingList(lines: PackingInput[]): PackingList {
  const merged = new Map<string, PackingInput>();
  for (const line of lines) {
    const seen = merged.get(line.model);
    merged.set(line.model, seen ? { ...seen, quantity: seen.quantity + line.quantity } : line);
  }
  const exact = [...merged.values()].map((line) => ({ line, sums: exactOf(line) }));
  const rows: PackingRow[] = exact.map(({ line, sums }) => ({
    item: line.model,
    goods_description: line.description,
    total_quantity: line.quantity,
    quantity_per_package: Math.max(1, line.packQuantity),
    packages: sums.packages,
    gross_weight: kg(sums.grossGrams),
    net_weight: kg(sums.netGrams),
    length: cm(line.packLengthMm),
    width: cm(line.packWidthMm),
    height: cm(line.packHeightMm),
    volume: cbm(sums.volumeMm3),
  }));
  const total = (pick: (sums: Exact) => number) =>
    exact.reduce((sum, { sums }) => sum + pick(sums), 0);
  return {
    rows,
    totals: {
      total_quantity: exact.reduce((sum, { line }) => sum + line.quantity, 0),
      packages: total((s) => s.packages),
      gross_weight: kg(total((s) => s.grossGrams)),
      net_weight: kg(total((s) => s.netGrams)),
      volume: cbm(total((s) => s.volumeMm3)),
    },
  };
}
