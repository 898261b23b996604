import type { EndUser } from '../../contract/end-users';
import type { LangCode } from '../../i18n/languages';
import { messages } from '../messages';

/** The media type of an .xlsx workbook. */
export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Messages = ReturnType<typeof messages>;

/** The sheet's columns in order: the heading in the caller's language, the value, the width. */
function columnsOf(msg: Messages) {
  const f = msg.field;
  const column = (
    header: string,
    value: (row: EndUser) => string | number | null,
    width = 24,
    money = false,
  ) => ({ header, value, width, money });
  return [
    column(f.company(), (r) => r.company, 36),
    column(f.address(), (r) => r.address, 40),
    column(f.website(), (r) => r.website),
    column(f.contact(), (r) => r.contact),
    column(f.email(), (r) => r.email, 30),
    column(f.mobile(), (r) => r.mobile, 20),
    column(f.staff_size(), (r) => r.staff_size, 14),
    column(f.industry(), (r) => r.industry),
    column(
      f.is_protect(),
      (r) => (r.is_protect === 1 ? msg.protectionAsked() : msg.protectionNotAsked()),
      18,
    ),
    column(f.product_lines(), (r) => r.product_lines, 30),
    column(f.rival_brands(), (r) => r.rival_brands, 30),
    column(f.last_year_total_purchase(), (r) => r.last_year_total_purchase, 20, true),
    column(f.last_year_vendor_purchase(), (r) => r.last_year_vendor_purchase, 20, true),
    column(f.current_year_total_purchase(), (r) => r.current_year_total_purchase, 20, true),
    column(f.current_year_vendor_purchase(), (r) => r.current_year_vendor_purchase, 20, true),
    column(f.other_sources(), (r) => r.other_sources, 30),
    column(f.create_time(), (r) => r.create_time, 20),
  ];
}

/**
 * The end users as an .xlsx workbook: one sheet, a bold heading row in the caller's language
 * that stays in view, one row per end user, purchase figures as dollar amounts.
 */
export async function endUsersWorkbook(rows: EndUser[], lang: LangCode): Promise<Buffer> {
  const msg = messages(lang);
  const columns = columnsOf(msg);
  // Loaded on the first export: the library is large, and the server starts without it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'DCN Partner Portal';
  const sheet = workbook.addWorksheet(msg.endUsersSheet(), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: lang === 'ara' }],
  });
  sheet.columns = columns.map(({ header, width, money }) => ({
    header,
    width,
    ...(money ? { style: { numFmt: '"$"#,##0.00' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map(({ value }) => value(row)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The export's file name: the list's name and the day, e.g. `End users 2026-11-23.xlsx`. */
export function endUsersFileName(lang: LangCode, now: Date): string {
  return `${messages(lang).endUsersSheet()} ${now.toISOString().slice(0, 10)}.xlsx`;
}
