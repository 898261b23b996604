/**
 * The contract template of an order (docs/decisions/097-order-files.md): a Word document
 * (through the docx library) filled with the order, its lines, the buyer and the terms, for
 * the partner to sign and upload at the contract step.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { asc, eq } from 'drizzle-orm';
import { ORDER_STEPS } from '../../contract/orders';
import type { Db } from '../db/client';
import { goods, orderItems, orders, users } from '../db/schema/index';
import { SELLER } from '../documents/parties';
import { isDbId, localized } from './listing';
import { ownOrderWhere } from './orders';
import type { DocumentFile } from './quotation-documents';
import { moneyText, VAT_PERCENT, VAT_THRESHOLD_CENTS } from './quotation-pricing';

/** What the template is filled with. */
export interface ContractData {
  order: typeof orders.$inferSelect;
  buyer: Pick<
    typeof users.$inferSelect,
    'company' | 'realname' | 'username' | 'telephone' | 'address' | 'country'
  >;
  lines: {
    model: string;
    description: string;
    quantity: number;
    priceCents: number;
    subtotalCents: number;
  }[];
}

/**
 * The caller's own order with what its contract names; null for a missing or foreign one,
 * 'notYet' before the basic information is confirmed (the contract names the customer).
 */
export async function contractData(
  db: Db,
  userId: number,
  id: number,
): Promise<ContractData | 'notYet' | null> {
  if (!isDbId(id)) return null;
  const [row] = await db
    .select({
      order: orders,
      buyer: {
        company: users.company,
        realname: users.realname,
        username: users.username,
        telephone: users.telephone,
        address: users.address,
        country: users.country,
      },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(ownOrderWhere(userId, id));
  if (!row) return null;
  if (row.order.step < ORDER_STEPS.contract) return 'notYet';
  const lines = await db
    .select({
      model: orderItems.model,
      description: localized(goods.description, 'en'),
      quantity: orderItems.quantity,
      priceCents: orderItems.priceCents,
      subtotalCents: orderItems.subtotalCents,
    })
    .from(orderItems)
    .leftJoin(goods, eq(goods.id, orderItems.goodsId))
    .where(eq(orderItems.orderId, row.order.id))
    .orderBy(asc(orderItems.position));
  return {
    ...row,
    lines: lines.map((line) => ({ ...line, description: line.description ?? '' })),
  };
}

const THIN = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const BORDERS = { top: THIN, bottom: THIN, left: THIN, right: THIN };

function cell(text: string, options: { bold?: boolean; right?: boolean } = {}): TableCell {
  return new TableCell({
    borders: BORDERS,
    children: [
      new Paragraph({
        alignment: options.right ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: [new TextRun({ text, bold: options.bold ?? false, size: 18 })],
      }),
    ],
  });
}

function linesTable({ order, lines }: ContractData): Table {
  const heading = ['No.', 'Model', 'Description', 'Quantity', 'Unit price (USD)', 'Subtotal (USD)'];
  const total = (label: string, cents: number) =>
    new TableRow({
      children: [
        cell(''),
        cell(''),
        cell(label, { bold: true }),
        cell(''),
        cell(''),
        cell(moneyText(cents), { bold: true, right: true }),
      ],
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({
        tableHeader: true,
        children: heading.map((text) => cell(text, { bold: true })),
      }),
      ...lines.map(
        (line, i) =>
          new TableRow({
            children: [
              cell(String(i + 1)),
              cell(line.model),
              cell(line.description),
              cell(String(line.quantity), { right: true }),
              cell(moneyText(line.priceCents), { right: true }),
              cell(moneyText(line.subtotalCents), { right: true }),
            ],
          }),
      ),
      total('PO total', order.poCents),
      total(`VAT ${order.taxRate}%`, order.amountCents - order.poCents),
      total('Amount', order.amountCents),
    ],
  });
}

const text = (value: string, bold = false) =>
  new Paragraph({ spacing: { after: 80 }, children: [new TextRun({ text: value, bold })] });

const heading = (value: string) =>
  new Paragraph({
    heading: HeadingLevel.HEADING_2,
    spacing: { before: 240, after: 120 },
    text: value,
  });

/** The terms printed on every contract, with the order's delivery schedule when it has one. */
export function contractTerms(order: ContractData['order']): string[] {
  return [
    'Price: FOB Shenzhen in US dollars; delivery FOB Hong Kong costs extra.',
    'Payment terms: OA45 (open account, 45 days). The Buyer sends the payment date and receipt through the partner portal.',
    `When the PO total is below USD ${moneyText(VAT_THRESHOLD_CENTS)}, an extra ${VAT_PERCENT}% of the total PO value is added for VAT.`,
    order.expectedDeliveryDate
      ? `Expected delivery date: ${order.expectedDeliveryDate}.`
      : 'Delivery: on the date and plan the Buyer gives in the order’s delivery schedule.',
    'The Seller ships after the Buyer’s shipping reminder and provides the shipping documents and a delivery receipt letter, which the Buyer confirms on receipt of the goods.',
  ];
}

function signatures(buyer: string): Paragraph[] {
  return [SELLER, buyer].flatMap((party, i) => [
    heading(i === 0 ? `For the Seller: ${party}` : `For the Buyer: ${party}`),
    text('Name: ______________________________'),
    text('Title: ______________________________'),
    text('Signature and company seal: ______________________________'),
    text('Date: ______________________________'),
  ]);
}

/** The contract template of an order as a Word document, named after the order. */
export async function contractTemplate(data: ContractData, now: Date): Promise<DocumentFile> {
  const { order, buyer } = data;
  const buyerName = buyer.company || buyer.realname || buyer.username;
  const doc = new Document({
    creator: SELLER,
    title: `Sales contract ${order.orderSn}`,
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            alignment: AlignmentType.CENTER,
            text: 'Sales Contract',
          }),
          text(`Contract No.: ${order.orderSn}`, true),
          text(`Date: ${now.toISOString().slice(0, 10)}`),
          text(`Quotation No.: ${order.quotationCode}`),
          heading('Parties'),
          text(`Seller: ${SELLER}`),
          text(`Buyer: ${buyerName}`),
          text(`Contact: ${buyer.realname} <${buyer.username}>, ${buyer.telephone}`),
          ...(buyer.address ? [text(`Address: ${buyer.address}, ${buyer.country}`)] : []),
          text(`End customer: ${order.customerName}`),
          ...(order.remark ? [text(`Remarks: ${order.remark}`)] : []),
          heading('Goods'),
          linesTable(data),
          heading('Terms'),
          ...contractTerms(order).map((term, i) => text(`${i + 1}. ${term}`)),
          ...signatures(buyerName),
        ],
      },
    ],
  });
  return { name: `Contract ${order.orderSn}.docx`, bytes: await Packer.toBuffer(doc) };
}
