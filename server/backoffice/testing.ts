/**
 * What the back-office route tests share: head-office users, a partner's pending application
 * and exam registration, the audit trail, and every back-office call with its permission.
 */
import { desc, eq } from 'drizzle-orm';
import { BACKOFFICE_PERMISSIONS, type BackofficePermission } from '../../contract/backoffice';
import { addChatMessage } from '../chat/messages';
import { auditLog, dcnetApplications, outbox, users } from '../db/schema/index';
import { issueRegistrationCode, register } from '../training/registrations';
import { signedIn, type Reply, type TestApp } from '../testing';
import { testDay } from '../testing-clock';

/** The first exam subject of the seed. */
export const EXAM_SUBJECT = 101;

/** The latest e-mail in the outbox to a user, or undefined. */
export async function latestMailTo(h: TestApp, userId: number) {
  const [user] = await h.database.db.select().from(users).where(eq(users.id, userId));
  const [mail] = await h.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, user?.username ?? ''))
    .orderBy(desc(outbox.id))
    .limit(1);
  return mail;
}

/** A head-office user with these permissions (and roles), logged in. */
export function staff(h: TestApp, permissions: string[], roles: string[] = ['headoffice']) {
  return signedIn(h, { permissions, roles });
}

/** A partner, logged in; head office's e-mails go out in `lang` (as if they logged in in it). */
export async function partner(h: TestApp, lang = 'en') {
  const who = await signedIn(h, { partnerType: 'DC-DPP', roles: ['partner', 'DC-DPP'] });
  await h.database.db.update(users).set({ lang }).where(eq(users.id, who.id));
  return who;
}

/** Files a pending DCNet application for the partner; answers its id. */
export async function pendingApplication(h: TestApp, userId: number, type = 'DC-APP') {
  const [row] = await h.database.db
    .insert(dcnetApplications)
    .values({
      userId,
      type,
      endUserType: 'Government and education',
      productLine: 'Campus switching',
      rivalBrands: 'Huawei',
      purchases: [2020, 2021, 2022].map((year) => ({ year, cents: 10_000_000 })),
      partners: [],
      createdAt: h.clock.now(),
    })
    .returning({ id: dcnetApplications.id });
  if (!row) throw new Error('application not stored');
  return row.id;
}

/** Registers the partner for the first exam subject; answers the registration's id. */
export async function examRegistration(h: TestApp, userId: number) {
  const now = h.clock.now();
  const saved = await register(
    h.database.db,
    userId,
    'exam',
    {
      name: 'Lucía García',
      country: 'ES',
      mailbox: 'lucia.garcia@example.es',
      subject: EXAM_SUBJECT,
      permitNumber: 'ES-2026-0107',
      registrationDate: '2026-11-02',
      code: await issueRegistrationCode(h.database.db, EXAM_SUBJECT, now),
    },
    now,
  );
  if (typeof saved === 'string') throw new Error(`registration refused: ${saved}`);
  return saved.id;
}

/** The audit trail, newest first. */
export function auditRows(h: TestApp) {
  return h.database.db.select().from(auditLog).orderBy(desc(auditLog.id));
}

/** One back-office call: the permission it needs, and a valid call of it (set up afresh). */
export interface BackofficeCall {
  name: string;
  /** The permission it needs; `any` for the work queue, which every back-office permission opens. */
  permission: BackofficePermission | 'any';
  /** Other permissions that open it as well (the order desk's lists open to each order permission). */
  also?: BackofficePermission[];
  /** Whether a successful call writes an audit row. */
  audited: boolean;
  send: (h: TestApp, token: string, lang?: string) => Promise<Reply>;
}

const as = (token: string, lang?: string) => ({ token, ...(lang ? { lang } : {}) });

/** Every back-office call, each with valid input. */
export const BACKOFFICE_CALLS: BackofficeCall[] = [
  {
    name: 'GET /backoffice/queue',
    permission: 'any',
    audited: false,
    send: (h, token, lang) => h.get('/backoffice/queue', as(token, lang)),
  },
  {
    name: 'GET /backoffice/dcnet',
    permission: BACKOFFICE_PERMISSIONS.dcnetApprove,
    audited: false,
    send: (h, token, lang) => h.get('/backoffice/dcnet?page=1&limit=10', as(token, lang)),
  },
  {
    name: 'POST /backoffice/dcnet/approve',
    permission: BACKOFFICE_PERMISSIONS.dcnetApprove,
    audited: true,
    send: async (h, token, lang) => {
      const id = await pendingApplication(h, (await partner(h)).id);
      const form = { id, level: 'gold', start_date: testDay(10), end_date: testDay(374) };
      return h.post('/backoffice/dcnet/approve', form, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/dcnet/reject',
    permission: BACKOFFICE_PERMISSIONS.dcnetApprove,
    audited: true,
    send: async (h, token, lang) => {
      const id = await pendingApplication(h, (await partner(h)).id);
      const form = { id, reason: 'Purchase volumes are below the tier minimum.' };
      return h.post('/backoffice/dcnet/reject', form, as(token, lang));
    },
  },
  {
    name: 'POST /backoffice/training/codes',
    permission: BACKOFFICE_PERMISSIONS.trainingCodes,
    audited: true,
    send: (h, token, lang) =>
      h.post('/backoffice/training/codes', { subject: 1, count: 2 }, as(token, lang)),
  },
  {
    name: 'GET /backoffice/exams',
    permission: BACKOFFICE_PERMISSIONS.examResults,
    audited: false,
    send: (h, token, lang) => h.get('/backoffice/exams?page=1&limit=10', as(token, lang)),
  },
  {
    name: 'POST /backoffice/exams/result',
    permission: BACKOFFICE_PERMISSIONS.examResults,
    audited: true,
    send: async (h, token, lang) => {
      const registration_id = await examRegistration(h, (await partner(h)).id);
      const form = { registration_id, score: 75, exam_time: '2026-11-20 09:30:00', region: 'EU' };
      return h.post('/backoffice/exams/result', form, as(token, lang));
    },
  },
  {
    name: 'GET /backoffice/messages',
    permission: BACKOFFICE_PERMISSIONS.messagesRead,
    audited: false,
    send: async (h, token, lang) => {
      const { id } = await partner(h);
      const now = h.clock.now();
      await addChatMessage(h.database.db, { userId: id, body: 'Hello', lang: 'en', now });
      return h.get('/backoffice/messages?page=1&limit=10', as(token, lang));
    },
  },
  {
    name: 'GET /backoffice/settings',
    permission: BACKOFFICE_PERMISSIONS.settingsWrite,
    audited: false,
    send: (h, token, lang) => h.get('/backoffice/settings', as(token, lang)),
  },
  {
    name: 'POST /backoffice/settings/save',
    permission: BACKOFFICE_PERMISSIONS.settingsWrite,
    audited: true,
    send: (h, token, lang) =>
      h.post('/backoffice/settings/save', { filing_number: { en: 'ICP 1' } }, as(token, lang)),
  },
];
