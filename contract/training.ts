import { z } from 'zod';
import {
  c,
  CaptchaSchema,
  CountryCodeSchema,
  DateSchema,
  DateTimeSchema,
  EmailSchema,
  envelope,
  IdSchema,
  PageBodySchema,
  pageOf,
  PageQuerySchema,
  PUBLIC_ACCESS,
  SavedIdSchema,
  TOKEN_ONLY,
} from './common';

/** Most characters of a registration's texts; codes are short. */
export const REGISTRATION_LIMITS = { text: 200, code: 32 } as const;

const text = () => z.string().trim().min(1).max(REGISTRATION_LIMITS.text);
const code = () => z.string().trim().min(1).max(REGISTRATION_LIMITS.code);

/** A training or exam subject. */
export const SubjectSchema = z.object({ id: IdSchema, name: z.string() });
export type Subject = z.infer<typeof SubjectSchema>;

/** Whether a registration is for a training or for an exam. */
export type SubjectKind = 'train' | 'exam';

/**
 * The wire names of a registration's fields, which the exam calls prefix with `exam_`: the rest
 * of the portal reads a registration by the training's names and writes the wire's through
 * this one table.
 */
export const REGISTRATION_NAMES = {
  train: {
    subject: 'subject',
    subject_name: 'subject_name',
    permit_number: 'permit_number',
    registration_code: 'registration_code',
  },
  exam: {
    subject: 'exam_subject',
    subject_name: 'exam_subject_name',
    permit_number: 'exam_permit_number',
    registration_code: 'exam_registration_code',
  },
} as const;
type NameOf<
  K extends SubjectKind,
  F extends keyof (typeof REGISTRATION_NAMES)['train'],
> = (typeof REGISTRATION_NAMES)[K][F];

/** A registration form of a kind: every field is required, the code must be correct. */
function registrationForm<K extends SubjectKind>(kind: K) {
  const names = REGISTRATION_NAMES[kind];
  const subject = {
    /** The subject (`GET /v2/category/trainList` or `/v2/category/examList`). */
    [names.subject]: IdSchema,
    [names.permit_number]: text(),
  } as Record<NameOf<K, 'subject'>, typeof IdSchema> &
    Record<NameOf<K, 'permit_number'>, ReturnType<typeof text>>;
  const registrationCode = { [names.registration_code]: code() } as Record<
    NameOf<K, 'registration_code'>,
    ReturnType<typeof code>
  >;
  return z.object({
    name: text(),
    country: CountryCodeSchema,
    mailbox: EmailSchema.max(254),
    ...subject,
    registration_date: DateSchema,
    ...registrationCode,
  });
}

/** A registration of a kind as stored: its form with its id, subject name and time. */
function storedRegistration<K extends SubjectKind>(kind: K) {
  const subjectName = { [REGISTRATION_NAMES[kind].subject_name]: z.string() } as Record<
    NameOf<K, 'subject_name'>,
    z.ZodString
  >;
  return registrationForm(kind).extend({
    id: IdSchema,
    ...subjectName,
    create_time: DateTimeSchema,
  });
}

/**
 * The training registration form. The registration code comes from the regional sales or
 * training partner and must be correct.
 */
export const TrainingFormSchema = registrationForm('train');
export type TrainingForm = z.infer<typeof TrainingFormSchema>;

/** A training registration as stored. */
export const TrainingRegistrationSchema = storedRegistration('train');
export type TrainingRegistration = z.infer<typeof TrainingRegistrationSchema>;

/** The exam registration form. */
export const ExamFormSchema = registrationForm('exam');
export type ExamForm = z.infer<typeof ExamFormSchema>;

/** An exam registration as stored. */
export const ExamRegistrationSchema = storedRegistration('exam');
export type ExamRegistration = z.infer<typeof ExamRegistrationSchema>;

/** One exam result (a grade). */
export const ExamResultSchema = z.object({
  id: IdSchema,
  name: z.string(),
  exam_permit_number: z.string(),
  score: z.number().nonnegative(),
  /** The score is {@link EXAM_PASS_SCORE} or more. */
  passed: z.boolean(),
  /** The number of the certificate a pass issued (checked at /support/certificateverification). */
  certificate: z.string().nullable(),
  exam_time: DateTimeSchema,
  category_name: z.string(),
  region: z.string(),
});
export type ExamResult = z.infer<typeof ExamResultSchema>;

/** The lowest score (of 100) that passes an exam and issues a certificate. */
export const EXAM_PASS_SCORE = 60;

/** Filters of the grade query. */
export const ExamResultsFormSchema = PageBodySchema.extend({
  exam_permit_number: z.string().trim().max(REGISTRATION_LIMITS.text).optional(),
});
export type ExamResultsForm = z.input<typeof ExamResultsFormSchema>;

/** Training and exam registration, grades, and the captcha. */
export const trainingContract = c.router(
  {
    list: {
      method: 'GET',
      path: '/v2/training/list',
      query: PageQuerySchema,
      responses: { 200: envelope(pageOf(TrainingRegistrationSchema)) },
      summary: "One page of the user's training registrations",
    },
    apply: {
      method: 'POST',
      path: '/v2/training/apply',
      body: TrainingFormSchema,
      responses: { 200: envelope(SavedIdSchema) },
      summary: 'Register for a training with a registration code',
    },
    trainSubjects: {
      method: 'GET',
      path: '/v2/category/trainList',
      responses: { 200: envelope(z.array(SubjectSchema)) },
      summary: 'Training subjects',
    },
    examSubjects: {
      method: 'GET',
      path: '/v2/category/examList',
      responses: { 200: envelope(z.array(SubjectSchema)) },
      summary: 'Exam subjects',
    },
    examApply: {
      method: 'POST',
      path: '/v2/training/exam/apply',
      body: ExamFormSchema,
      responses: { 200: envelope(SavedIdSchema) },
      summary: 'Register for an exam with an exam registration code',
    },
    examList: {
      method: 'GET',
      path: '/v2/training/exam/list',
      query: PageQuerySchema,
      responses: { 200: envelope(pageOf(ExamRegistrationSchema)) },
      summary: "One page of the user's exam registrations",
    },
    examResults: {
      method: 'POST',
      path: '/v2/training/exam/results',
      body: ExamResultsFormSchema,
      responses: { 200: envelope(pageOf(ExamResultSchema)) },
      summary: "One page of the user's exam results (grades)",
    },
    captcha: {
      method: 'GET',
      path: '/v2/common/captcha',
      responses: { 200: envelope(CaptchaSchema) },
      summary: 'A new captcha image and its uuid',
      metadata: PUBLIC_ACCESS.metadata,
    },
  },
  TOKEN_ONLY,
);
