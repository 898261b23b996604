import { date, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { moment, ownerId } from './columns';
import { users } from './accounts';
import { certificates, trainingCategories } from './content';

/**
 * Registration codes head office hands out, each for one training or exam subject and used
 * once; `code` is stored in upper case (docs/partner-programme.md).
 */
export const registrationCodes = pgTable('registration_codes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  subjectId: integer('subject_id')
    .notNull()
    .references(() => trainingCategories.id),
  issuedAt: moment('issued_at').notNull(),
  usedAt: moment('used_at'),
  usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Training and exam registrations; `kind` follows the subject's kind. */
export const trainingRegistrations = pgTable(
  'training_registrations',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    kind: varchar('kind', { length: 8 }).$type<'train' | 'exam'>().notNull(),
    subjectId: integer('subject_id')
      .notNull()
      .references(() => trainingCategories.id),
    codeId: integer('code_id')
      .notNull()
      .references(() => registrationCodes.id),
    name: text('name').notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    mailbox: text('mailbox').notNull(),
    permitNumber: text('permit_number').notNull(),
    registrationDate: date('registration_date', { mode: 'string' }).notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [index('training_registrations_user_idx').on(t.userId, t.kind, t.id)],
);

/**
 * Exam results (grades), recorded by head office for an exam registration. A passed exam
 * issues a certificate that the public certificate check finds.
 */
export const examResults = pgTable(
  'exam_results',
  {
    id: serial('id').primaryKey(),
    userId: ownerId(),
    registrationId: integer('registration_id')
      .notNull()
      .unique()
      .references(() => trainingRegistrations.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    examTime: moment('exam_time').notNull(),
    region: text('region').notNull(),
    certificateId: integer('certificate_id').references(() => certificates.id),
  },
  (t) => [index('exam_results_user_idx').on(t.userId, t.id)],
);
