/**
 * The files of an order (docs/orders.md): told by their first bytes, not by
 * their name or declared type; kept in the database, so every server process serves them; and
 * handed out as links that work for an hour, only in the owner's order detail.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { SHIPPING_UPLOAD, DELIVERY_RECEIPT_UPLOAD } from '../../contract/backoffice-orders';
import {
  CONTRACT_UPLOAD,
  DOCUMENT_TYPES,
  MAX_UPLOAD_BYTES,
  RECEIPT_UPLOAD,
} from '../../contract/common';
import { API_BASE_PATH } from '../../contract/index';
import type { Db } from '../db/client';
import { orderFiles, type OrderFileKind } from '../db/schema/index';
import { isLinkValid, signDownloadLink } from '../media/serve';

/** Where order files are served, under the API prefix. */
export const ORDER_FILE_PATH = '/user/orderfile';

/** How long a link in the order detail works. */
export const ORDER_FILE_LINK_SECONDS = 60 * 60;

/** The largest file head office may add to an order (shipping materials, the letter). */
export { HEAD_OFFICE_FILE_MAX_BYTES } from '../../contract/backoffice-orders';

const { doc: DOC } = DOCUMENT_TYPES;

/** The media types each kind of file may have, by content: the contract's upload rules. */
const ALLOWED: Readonly<Record<OrderFileKind, readonly string[]>> = {
  contract: CONTRACT_UPLOAD.types,
  receipt: RECEIPT_UPLOAD.types,
  shipping: SHIPPING_UPLOAD.types,
  deliveryReceipt: DELIVERY_RECEIPT_UPLOAD.types,
};

/** The extension a stored file is named with, by its media type. */
const EXTENSIONS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(DOCUMENT_TYPES).map(([extension, type]) => [type, extension]),
);

/** A file as it arrived: the name the sender gave and its bytes. */
export interface IncomingFile {
  name: string;
  data: Buffer;
}

/** A file whose content matched its kind: with the media type read from its bytes. */
export interface CheckedFile extends IncomingFile {
  contentType: string;
}

/** The media type of a file by its content, or null when it is none the portal knows. */
async function contentTypeOf(file: IncomingFile): Promise<string | null> {
  // Loaded on the first upload, so that the server starts without it.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(file.data);
  if (!found) return null;
  // An OLE compound file is a Word 97 document only when it is named as one.
  if (found.mime === 'application/x-cfb') return /\.doc$/i.test(file.name) ? DOC : null;
  return found.mime;
}

/** A name safe to store and send: no folders, no control characters, the content's extension. */
export function cleanFileName(name: string, contentType: string, fallback: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const extension = EXTENSIONS[contentType] ?? 'bin';
  const stem = base.replace(/\.[^.]*$/, '') || fallback;
  return `${stem}.${extension}`;
}

/**
 * The file with its media type when its content is of a type its kind allows and it is within
 * the size limit; null otherwise. The limit is 500 kB for the partner's files.
 */
export async function checkOrderFile(
  kind: OrderFileKind,
  file: IncomingFile,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<CheckedFile | null> {
  if (file.data.length === 0 || file.data.length > maxBytes) return null;
  const contentType = await contentTypeOf(file);
  if (contentType === null || !ALLOWED[kind].includes(contentType)) return null;
  return { ...file, name: cleanFileName(file.name, contentType, kind), contentType };
}

/** A file part of a request as an incoming file. */
export async function incomingFile(blob: Blob): Promise<IncomingFile> {
  return {
    name: blob instanceof File ? blob.name : '',
    data: Buffer.from(await blob.arrayBuffer()),
  };
}

/**
 * The statement that stores a checked file, under a new random key, with the order of the row
 * `moved`: a CTE of the statement it joins, which moves the order on (or names it). No row in
 * `moved`, no file.
 */
export function fileInsert(
  kind: OrderFileKind,
  file: CheckedFile,
  uploadedBy: number | null,
  now: Date,
): SQL {
  const key = randomBytes(16).toString('hex');
  return sql`insert into ${orderFiles}
      (key, order_id, kind, name, content_type, size, data, uploaded_by, created_at)
    select ${key}::varchar, moved.id, ${kind}::varchar, ${file.name}::text,
      ${file.contentType}::varchar, ${file.data.length}::int, ${file.data}::bytea,
      ${uploadedBy}::int, ${now}::timestamptz
    from moved`;
}

/** Stores a checked file with an order, under a new random key. */
export async function storeOrderFile(
  tx: Db,
  orderId: number,
  kind: OrderFileKind,
  file: CheckedFile,
  uploadedBy: number | null,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`with moved as (select ${orderId}::int as id) ${fileInsert(kind, file, uploadedBy, now)}`,
  );
}

/** The path of an order file, as the links sign it. */
function filePath(key: string): string {
  return `${API_BASE_PATH}${ORDER_FILE_PATH}/${key}`;
}

/** A link to an order file that works for {@link ORDER_FILE_LINK_SECONDS}. */
export function orderFileLink(key: string, now: Date): string {
  return signDownloadLink(filePath(key), now, ORDER_FILE_LINK_SECONDS);
}

/**
 * The file a link names, when the link is genuine and within its time; undefined otherwise
 * (a wrong key, a forged or expired link: the same answer for each).
 */
export async function orderFileByLink(
  db: Db,
  key: string,
  expires: unknown,
  signature: unknown,
  now: Date,
) {
  if (!/^[0-9a-f]{32}$/.test(key) || !isLinkValid(filePath(key), expires, signature, now)) {
    return undefined;
  }
  const [row] = await db
    .select({
      name: orderFiles.name,
      contentType: orderFiles.contentType,
      data: orderFiles.data,
    })
    .from(orderFiles)
    .where(eq(orderFiles.key, key));
  return row;
}
