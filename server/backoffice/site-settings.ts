import { count, desc, eq, inArray } from 'drizzle-orm';
import type {
  LocalizedText,
  SiteSettings,
  SiteSettingsForm,
  WorkQueue,
} from '../../contract/backoffice';
import { BACKOFFICE_PERMISSIONS as P, holdsPermission } from '../../contract/backoffice';
import { isChatAddress } from '../../contract/layout';
import { isLangCode, type LangCode } from '../../i18n/languages';
import type { Db } from '../db/client';
import { chatMessages, siteSettings, users, type Localized } from '../db/schema/index';
import { recordAudit, type Actor } from './audit';
import { partnerSummary, pendingMembershipCount } from './dcnet-desk';
import { waitingOrderCount } from './orders-desk';
import { applyingProjectCount } from './projects-desk';
import { waitingQuotationCount } from './quotations-desk';
import { dateTime, listPage } from '../listing';

/**
 * How each count of the work queue is taken, and the permission that may see it (its desk's):
 * a new kind of work is one more line here (and one more field in the contract's
 * `WorkQueueSchema`).
 */
const QUEUE_COUNTS: {
  [K in keyof WorkQueue]: { permission: string; count: (db: Db) => Promise<number> };
} = {
  memberships: { permission: P.dcnetApprove, count: pendingMembershipCount },
  // The order and project desks (docs/backoffice.md).
  payments: { permission: P.orderPaymentConfirm, count: waitingOrderCount('payment') },
  shipments: { permission: P.orderShippingUpload, count: waitingOrderCount('shipping') },
  delivery_receipts: {
    permission: P.orderReceiptUpload,
    count: waitingOrderCount('delivery_receipt'),
  },
  projects: { permission: P.projectApprove, count: applyingProjectCount },
  // The quotation desk (docs/backoffice.md).
  quotations: { permission: P.quotationApprove, count: waitingQuotationCount },
};

/** Counts of what waits on head office, each for staff who may do that work, else null. */
export async function workQueue(
  db: Db,
  staff: { roles: readonly string[]; permissions: readonly string[] },
): Promise<WorkQueue> {
  const entries = await Promise.all(
    Object.entries(QUEUE_COUNTS).map(
      async ([key, { permission, count }]) =>
        [key, holdsPermission(staff, [permission]) ? await count(db) : null] as const,
    ),
  );
  return Object.fromEntries(entries) as WorkQueue;
}

/** One page of the chat messages partners left, newest first, with who wrote them. */
export function visitorMessages(db: Db, lang: LangCode, paging: { page: number; limit: number }) {
  return listPage(lang, paging, db.select({ n: count() }).from(chatMessages), (limit, offset) =>
    db
      .select({
        id: chatMessages.id,
        lang: chatMessages.lang,
        body: chatMessages.body,
        create_time: dateTime(chatMessages.createdAt),
        partner: partnerSummary,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
      .limit(limit)
      .offset(offset),
  );
}

/** The settings the layout shows, by key. */
const SETTING_KEYS = ['site_name', 'copyright', 'filing_number', 'filing_url', 'chat_url'] as const;
type SettingKey = (typeof SETTING_KEYS)[number];

/** The layout's settings in every language; one not stored is empty. */
export async function readSettings(db: Db): Promise<SiteSettings> {
  const rows = await db
    .select()
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...SETTING_KEYS]));
  const stored = new Map<string, LocalizedText>(rows.map((row) => [row.key, row.value]));
  const setting = (key: SettingKey): LocalizedText => stored.get(key) ?? { en: '' };
  return {
    site_name: setting('site_name'),
    copyright: setting('copyright'),
    filing_number: setting('filing_number'),
    filing_url: setting('filing_url'),
    chat_url: setting('chat_url'),
  };
}

/** Why settings were refused; nothing is changed then. */
export type SettingsRefusal = 'languageUnknown' | 'chatAddressInvalid';

/** A setting's texts as stored: known languages only, empty translations left out. */
function cleanText(text: LocalizedText): Localized | 'languageUnknown' {
  const entries = Object.entries(text);
  if (entries.some(([code]) => !isLangCode(code))) return 'languageUnknown';
  return Object.fromEntries(
    entries.filter(([code, value]) => code === 'en' || value !== ''),
  ) as Localized;
}

/**
 * Changes the settings given, with one audit row holding their values before and after, in one
 * transaction; answers every setting as stored.
 */
export async function saveSettings(
  db: Db,
  actor: Actor,
  form: SiteSettingsForm,
  now: Date,
): Promise<SiteSettings | SettingsRefusal> {
  const changes: [SettingKey, Localized][] = [];
  for (const key of SETTING_KEYS) {
    const text = form[key];
    if (!text) continue;
    const value = cleanText(text);
    if (value === 'languageUnknown') return value;
    if (key === 'chat_url' && Object.values(value).some((v) => v !== '' && !isChatAddress(v))) {
      return 'chatAddressInvalid';
    }
    changes.push([key, value]);
  }
  return db.transaction(async (tx) => {
    const before = await readSettings(tx);
    for (const [key, value] of changes) {
      await tx
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    }
    await recordAudit(tx, {
      actor,
      action: 'settings.save',
      target: { type: 'site_settings', id: 'layout' },
      before: Object.fromEntries(changes.map(([key]) => [key, before[key]])),
      after: Object.fromEntries(changes),
      now,
    });
    return readSettings(tx);
  });
}
